import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../../../lib/use-address-params';
import { AdminShell } from '../../../shared/shell/admin-shell';
import { ANALYTICS_TABS, TAB_PANELS, type AnalyticsTab } from './tab-panels';
import { AnalyticsHeader } from '../../../shared/components/analytics-header';

function tabOf(value: string | null): AnalyticsTab {
  return ANALYTICS_TABS.find((tab) => tab === value) ?? 'demographics';
}

/**
 * /admin/analytics: the six tabs of SPEC.md under the filter bar. A tab's panel mounts on its
 * first visit and then stays (hidden when another tab is chosen), so its data is fetched once
 * per subset. The tab lives in the address with the filters (`?tab=trends&school=…`), so a view
 * can be bookmarked and Back returns to the previous tab.
 */
export function AnalyticsScreen() {
  // The tabs name answers in the survey's own words: loading that catalogue with the screen's,
  // rather than when the first tab's data arrives, spares that tab a suspended render (which
  // React holds back for 300 ms).
  const { t } = useTranslation(['analytics', 'survey']);
  const [params, changeParams] = useAddressParams();
  const selected = tabOf(params.get('tab'));
  const [visited, setVisited] = useState<ReadonlySet<AnalyticsTab>>(() => new Set([selected]));
  const tabs = useRef(new Map<AnalyticsTab, HTMLButtonElement>());
  // Back and Forward change the tab too: the one shown is marked visited whichever way it came
  // (state adjusted while rendering, as React advises for state that follows a prop).
  if (!visited.has(selected)) setVisited(new Set(visited).add(selected));

  const choose = (tab: AnalyticsTab, focus = false) => {
    if (tab !== selected) {
      changeParams((current) => {
        if (tab === 'demographics') current.delete('tab');
        else current.set('tab', tab);
        return current;
      });
    }
    if (focus) tabs.current.get(tab)?.focus();
  };

  // WAI-ARIA tabs pattern: arrows move (and select) along the list, Home and End to its ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ANALYTICS_TABS.indexOf(selected);
    const last = ANALYTICS_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(ANALYTICS_TABS[next]!, true);
  };

  return (
    <AdminShell title={t('title')}>
      <AnalyticsHeader links={['reliability', 'statistics']} />
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        onKeyDown={onKeyDown}
        // One row that scrolls sideways when the tabs do not fit (a tablet, a phone), rather
        // than a second row of tabs hanging under the first.
        className="flex gap-1 overflow-x-auto border-b border-slate-300"
      >
        {ANALYTICS_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => choose(tab)}
            className={`min-h-11 shrink-0 rounded-t-lg border-b-4 px-3 py-2 font-semibold whitespace-nowrap sm:px-4 ${
              tab === selected
                ? 'border-blue-700 bg-white text-blue-800'
                : 'border-transparent text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {ANALYTICS_TABS.filter((tab) => visited.has(tab)).map((tab) => {
        const Panel = TAB_PANELS[tab];
        return (
          <div
            key={tab}
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            hidden={tab !== selected}
            tabIndex={0}
            className="pt-6"
          >
            <Panel />
          </div>
        );
      })}
    </AdminShell>
  );
}
