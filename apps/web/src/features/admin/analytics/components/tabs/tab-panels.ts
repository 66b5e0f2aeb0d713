import type { ComponentType } from 'react';
import { DemographicsTab } from './demographics-tab';
import { EngagementTab } from './engagement-tab';
import { OtherCausesTab } from './other-causes/other-causes-tab';
import { Prca24Tab } from './prca24-tab';
import { SectionBTab } from './section-b-tab';
import { TrendsTab } from './trends-tab';

export const ANALYTICS_TABS = [
  'demographics',
  'prca24',
  'sectionb',
  'trends',
  'engagement',
  'othercauses',
] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const TAB_PANELS: Record<AnalyticsTab, ComponentType> = {
  demographics: DemographicsTab,
  prca24: Prca24Tab,
  sectionb: SectionBTab,
  trends: TrendsTab,
  engagement: EngagementTab,
  othercauses: OtherCausesTab,
};
