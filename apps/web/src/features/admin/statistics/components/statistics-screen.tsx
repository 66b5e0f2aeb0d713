import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../../lib/use-address-params';
import { AdminShell } from '../../shared/shell/admin-shell';
import { ChangeView } from './change-view';
import { CompareView } from './compare-view';
import { ItemsView } from './items-view';
import { NormsView } from './norms-view';
import { AnalyticsHeader } from '../../shared/components/analytics-header';

const VIEWS = {
  compare: CompareView,
  items: ItemsView,
  norms: NormsView,
  change: ChangeView,
} as const;
type View = keyof typeof VIEWS;
const VIEW_NAMES = Object.keys(VIEWS) as View[];

function viewOf(value: string | null): View {
  return VIEW_NAMES.find((view) => view === value) ?? 'compare';
}

/**
 * /admin/analytics/statistics: group comparisons, item statistics and norms (issue 18), each for
 * the filters of the shared bar, which the links to the other analytics screens keep, and the
 * change between two waves (issue 32). The view lives in the address (`?tab=items`), as the
 * analytics tabs do, so a reload or a shared link opens the same one; the Change tab's waves
 * too (`?tab=change&fromWave&toWave`).
 */
export function StatisticsScreen() {
  // The header and the views read the analytics texts too: both catalogues load with the
  // screen, so that no view suspends when it first shows.
  const { t } = useTranslation(['statistics', 'analytics']);
  const [params, changeParams] = useAddressParams();
  const view = viewOf(params.get('tab'));
  const setView = (next: View) =>
    changeParams((current) => {
      if (next === 'compare') current.delete('tab');
      else current.set('tab', next);
      return current;
    });
  const Shown = VIEWS[view];
  return (
    <AdminShell title={t('title')}>
      <AnalyticsHeader links={['analytics', 'reliability']} />
      <div role="group" aria-label={t('views')} className="mb-6 flex flex-wrap gap-2">
        {VIEW_NAMES.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => setView(key)}
            className={`rounded-md border px-4 py-2 text-sm font-medium focus:outline-2 focus:outline-offset-2 focus:outline-blue-700 ${
              view === key
                ? 'border-blue-700 bg-blue-700 text-white'
                : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100'
            }`}
          >
            {t(`viewNames.${key}`)}
          </button>
        ))}
      </div>
      <h2 className="mb-4 text-xl font-semibold text-slate-900">{t(`viewNames.${view}`)}</h2>
      <Shown />
    </AdminShell>
  );
}
