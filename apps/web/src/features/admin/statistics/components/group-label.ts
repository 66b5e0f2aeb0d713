import type { CompareGrouping } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../study/api/get-classes';
import { useSchools } from '../../study/api/get-schools';
import { useWaves } from '../../study/api/get-waves';

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
 * the study names them (the API groups them by id); classes of more than one school carry their
 * school's name, as two schools may each have a 10A1. An id the lists do not (yet) know is
 * shown as it is, as the filter summary does.
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
  const compared = classes.filter((each) => groups.includes(each.id));
  const oneSchool = new Set(compared.map((each) => each.schoolId)).size <= 1;
  return (group) => {
    const found = classes.find((each) => each.id === group);
    if (!found) return group;
    return oneSchool ? found.name : `${found.name} (${found.schoolName})`;
  };
}

function nameOf(list: readonly { id: string; name: string }[], id: string) {
  return list.find((each) => each.id === id)?.name;
}
