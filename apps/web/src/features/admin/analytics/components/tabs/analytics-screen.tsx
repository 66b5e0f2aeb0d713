import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../../components/ui/link';
import { AdminShell } from '../../../components/admin-shell';
import { ANALYTICS_TABS, TAB_PANELS, type AnalyticsTab } from './tab-panels';

/**
 * /admin/analytics: the six tabs of SPEC.md. A tab's panel mounts on its first visit and then
 * stays (hidden when another tab is chosen), so its data is fetched once.
 */
export function AnalyticsScreen() {
  // The tabs name answers in the survey's own words: loading that catalogue with the screen's,
  // rather than when the first tab's data arrives, spares that tab a suspended render (which
  // React holds back for 300 ms).
  const { t } = useTranslation(['analytics', 'survey']);
  const [selected, setSelected] = useState<AnalyticsTab>('demographics');
  const [visited, setVisited] = useState<ReadonlySet<AnalyticsTab>>(() => new Set([selected]));
  const tabs = useRef(new Map<AnalyticsTab, HTMLButtonElement>());

  const choose = (tab: AnalyticsTab, focus = false) => {
    setSelected(tab);
    setVisited((previous) => (previous.has(tab) ? previous : new Set(previous).add(tab)));
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
      <nav aria-label={t('statistics.related')} className="mb-6 flex flex-wrap gap-4">
        <Link to="/admin/analytics/reliability" className={LINK}>
          {t('toReliability')}
        </Link>
        <Link to="/admin/analytics/statistics" className={LINK}>
          {t('toStatistics')}
        </Link>
      </nav>
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-300"
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
            className={`-mb-px min-h-11 rounded-t-lg border px-4 py-2 font-semibold ${
              tab === selected
                ? 'border-slate-300 border-b-white bg-white text-blue-800'
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
