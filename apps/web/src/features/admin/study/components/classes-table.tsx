import type { StudyClass } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { NUMERIC, TABLE, TD, TH } from '../../../../components/ui/data-table';
import { LINK } from '../../../../components/ui/link';

/** A school's classes with their codes; each can be printed, closed or reopened, deleted. */
export function ClassesTable({
  classes,
  busyId,
  onToggleOpen,
  onDelete,
}: {
  classes: readonly StudyClass[];
  /** The class whose change is under way. */
  busyId: string | null;
  onToggleOpen: (studyClass: StudyClass) => void;
  onDelete: (studyClass: StudyClass) => void;
}) {
  const { t } = useTranslation(['study', 'survey']);
  const headers = [
    t('classes.name'),
    t('classes.grade'),
    t('classes.wave'),
    t('classes.code'),
    t('columns.responses'),
    t('classes.status'),
  ];
  return (
    <div className="relative overflow-x-auto">
      <table className={TABLE}>
        <thead>
          <tr>
            {headers.map((header, column) => (
              <th key={header} scope="col" className={`${TH} ${column === 4 ? NUMERIC : ''}`}>
                {header}
              </th>
            ))}
            <th scope="col" className={TH}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {classes.map((studyClass) => (
            <tr key={studyClass.id}>
              <th scope="row" className={`${TD} font-semibold`}>
                {studyClass.name}
              </th>
              <td className={TD}>{t(`survey:options.grade.${studyClass.grade}`)}</td>
              <td className={TD}>{studyClass.waveName}</td>
              <td className={`${TD} font-mono text-base font-semibold tracking-wider`}>
                {studyClass.code}
              </td>
              <td className={`${TD} ${NUMERIC}`}>
                {studyClass.enrolled === null
                  ? studyClass.responseCount
                  : t('classes.responsesOfEnrolled', {
                      count: studyClass.responseCount,
                      enrolled: studyClass.enrolled,
                    })}
              </td>
              <td className={TD}>
                <Badge tone={studyClass.open ? 'green' : 'grey'}>
                  {studyClass.open ? t('classes.open') : t('classes.closed')}
                </Badge>
              </td>
              <td className={TD}>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/study/sheets?class=${studyClass.id}`}
                    className={LINK}
                    aria-label={t('classes.sheetNamed', { name: studyClass.name })}
                  >
                    {t('classes.sheet')}
                  </Link>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busyId === studyClass.id}
                    aria-label={t(studyClass.open ? 'classes.closeNamed' : 'classes.reopenNamed', {
                      name: studyClass.name,
                    })}
                    onClick={() => onToggleOpen(studyClass)}
                  >
                    {studyClass.open ? t('classes.close') : t('classes.reopen')}
                  </Button>
                  <Button
                    size="small"
                    variant="dangerOutline"
                    aria-label={t('classes.deleteNamed', { name: studyClass.name })}
                    onClick={() => onDelete(studyClass)}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
