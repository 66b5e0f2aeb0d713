import type { CompareGrouping } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useClasses, useSchools, useWaves } from '../../shared/study/study-entities';
import { labelledClasses } from '../../shared/study/class-order';

// The survey's own option labels name the groups (the catalogue the students read).
const OPTION_LISTS: Partial<Record<CompareGrouping, string>> = {
  grade: 'grade',
  gender: 'gender',
  participation: 'participation',
  awareness: 'awareness',
  impactLevel: 'impact',
};

/**
 * A group's name as the reader's language writes it. Schools, classes and waves are named as
 * the study names them (the API groups them by id); a class whose name another compared class
 * shares carries its school and/or wave (two schools' 10A1, one class in two waves). An id the
 * lists do not (yet) know is shown as it is, as the filter summary does.
 */
export function useGroupLabel(
  by: CompareGrouping,
  groups: readonly string[],
): (group: string) => string {
  const { t } = useTranslation('survey');
  const schools = useSchools().data ?? [];
  const waves = useWaves().data ?? [];
  const classes = useClasses().data ?? [];
  const list = OPTION_LISTS[by];
  if (list) return (group) => t(`options.${list}.${group}`, { defaultValue: group });
  if (by === 'school') return (group) => nameOf(schools, group) ?? group;
  if (by === 'wave') return (group) => nameOf(waves, group) ?? group;
  const labels = new Map(
    labelledClasses(classes.filter((each) => groups.includes(each.id))).map(
      ({ studyClass, label }) => [studyClass.id, label],
    ),
  );
  return (group) => labels.get(group) ?? group;
}

function nameOf(list: readonly { id: string; name: string }[], id: string) {
  return list.find((each) => each.id === id)?.name;
}
