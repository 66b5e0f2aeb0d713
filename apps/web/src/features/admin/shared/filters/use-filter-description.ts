import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormat } from '../../../../lib/format';
import { useClasses, useSchools, useWaves } from '../study/study-entities';
import { dayRangeWords, namedValueFilters, valueWords } from './filter-words';
import { offeredClasses } from './offered-classes';
import { useFilters } from './use-filters';

/** The names of ids the lists know; an id they do not (yet) know is shown as it is. */
function namesOf(
  ids: readonly string[] | undefined,
  known: readonly { id: string; name: string }[],
) {
  return (ids ?? []).map((id) => known.find((each) => each.id === id)?.name ?? id);
}

/**
 * The filters of the address in words ("THPT Lê Hồng Phong, wave 2, grade 10"), '' when there
 * are none: the summary sentence above the figures and the folded filter bar both say it.
 */
export function useFilterDescription(): string {
  const { t } = useTranslation('filters');
  const { language } = useLanguage();
  const format = useFormat();
  const { filters } = useFilters();
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
  return [
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
  ]
    .filter(Boolean)
    .join(', ');
}
