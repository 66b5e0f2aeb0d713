import type { OtherCausesAnalytics } from '@prca/core';
import { DataTable } from '../../../../../../components/ui/data-table';
import { useTabTexts } from '../../../hooks/use-tab-texts';

/** Who wrote: by grade and by gender. */
export function OtherCausesBreakdowns({ data }: { data: OtherCausesAnalytics }) {
  const { t, option, countColumns } = useTabTexts();
  const { ageGroup, gender } = data.responsesByDemographics;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DataTable
        caption={t('othercauses.byAgeGroup')}
        columns={[
          { header: t('table.grade'), cell: (row) => option('grade', row.value) },
          { header: t('table.ageRange'), cell: (row) => row.ageRange },
          ...countColumns,
        ]}
        rows={ageGroup}
      />
      <DataTable
        caption={t('othercauses.byGender')}
        columns={[
          { header: t('table.gender'), cell: (row) => option('gender', row.value) },
          ...countColumns,
        ]}
        rows={gender}
      />
    </div>
  );
}
