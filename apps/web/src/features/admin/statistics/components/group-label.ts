import type { CompareGrouping } from '@prca/core';
import { useTranslation } from 'react-i18next';

// The survey's own option labels name the groups (the catalogue the students read).
const OPTION_LISTS: Partial<Record<CompareGrouping, string>> = {
  grade: 'grade',
  gender: 'gender',
  participation: 'participation',
  awareness: 'awareness',
  impactLevel: 'impact',
};

/** A group's name as the reader's language writes it. */
export function useGroupLabel(by: CompareGrouping): (group: string) => string {
  const { t } = useTranslation('survey');
  const list = OPTION_LISTS[by];
  return (group) => (list ? t(`options.${list}.${group}`, { defaultValue: group }) : group);
}
