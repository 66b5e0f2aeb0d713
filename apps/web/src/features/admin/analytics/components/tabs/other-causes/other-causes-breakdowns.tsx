import type { OtherCausesAnalytics } from '@prca/core';
import { DataTable } from '../../../../../../components/ui/data-table';
import { useTabTexts } from '../../../hooks/use-tab-texts';

/** Who wrote: by grade and by gender. */
export function OtherCausesBreakdowns({ data }: { data: OtherCausesAnalytics }) {
  const { t, option, countCells } = useTabTexts();
  const { ageGroup, gender } = data.responsesByDemographics;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DataTable
        caption={t('othercauses.byAgeGroup')}
        headers={[t('table.grade'), t('table.ageRange'), t('table.count'), t('table.percentage')]}
        numeric={[2, 3]}
        rows={ageGroup.map((row) => [option('grade', row.value), row.ageRange, ...countCells(row)])}
      />
      <DataTable
        caption={t('othercauses.byGender')}
        headers={[t('table.gender'), t('table.count'), t('table.percentage')]}
        numeric={[1, 2]}
        rows={gender.map((row) => [option('gender', row.value), ...countCells(row)])}
      />
    </div>
  );
}
