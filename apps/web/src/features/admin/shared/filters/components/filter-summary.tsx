import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/format';
import { useLanguage } from '../../../../../i18n/use-language';
import { useOverviewStats } from '../../api/get-overview-stats';
import { useClasses, useSchools, useWaves } from '../../study/study-entities';
import { hasFilters } from '../filter-params';
import { dayRangeWords, namedValueFilters, valueWords } from '../filter-words';
import { offeredClasses } from '../offered-classes';
import { useFilters } from '../use-filters';

/** The names of ids the lists know; an id they do not (yet) know is shown as it is. */
function namesOf(
  ids: readonly string[] | undefined,
  known: readonly { id: string; name: string }[],
) {
  return (ids ?? []).map((id) => known.find((each) => each.id === id)?.name ?? id);
}

/**
 * The sentence above the figures that says which responses they count ("Showing 1,204
 * responses: THPT Lê Hồng Phong, wave 2, grade 10"), so that no figure is read for the wrong
 * subset. Announced politely when the filters change.
 */
export function FilterSummary() {
  const { t } = useTranslation('filters');
  const { language } = useLanguage();
  const format = useFormat();
  const { filters } = useFilters();
  const overview = useOverviewStats();
  const schools = useSchools().data ?? [];
  const waves = useWaves().data ?? [];
  const classes = useClasses().data ?? [];
  const either = (values: string[]) =>
    new Intl.ListFormat(language, { type: 'disjunction' }).format(values);
  // Named as the filter bar offers them: two schools' 10A1 are never one name here.
  const classNames = namesOf(
    filters.class,
    offeredClasses(classes, filters.school ?? []).map(({ studyClass, label }) => ({
      id: studyClass.id,
      name: label,
    })),
  );
  const parts = [
    dayRangeWords(filters, t, format.day),
    either(namesOf(filters.school, schools)),
    classNames.length > 0
      ? t(classNames.length === 1 ? 'summary.class' : 'summary.classes', {
          names: either(classNames),
        })
      : '',
    either(namesOf(filters.wave, waves)),
    ...namedValueFilters.map((key) => either(valueWords(filters, key, t))),
    filters.quality ? t(`summary.quality.${filters.quality}`) : '',
  ].filter(Boolean);
  const described = parts.join(', ');
  const count = overview.isPlaceholderData ? undefined : overview.data?.totalResponses;

  return (
    <p role="status" className="rounded-lg bg-blue-50 px-4 py-3 font-medium text-slate-900">
      {count === undefined
        ? described
          ? t('summary.loading', { filters: described })
          : t('summary.loadingAll')
        : t(hasFilters(filters) ? 'summary.filtered' : 'summary.all', {
            count,
            formatted: format.integer(count),
            filters: described,
          })}
    </p>
  );
}
