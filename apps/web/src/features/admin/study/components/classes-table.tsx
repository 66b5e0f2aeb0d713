import type { StudyClass } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { LINK } from '../../../../components/ui/link';
import { DeleteButton } from './delete-confirm';
import { RenameButton } from './rename-dialog';
import { StudyTable } from './study-table';

/** A school's classes with their codes; each can be printed, closed or reopened, deleted. */
export function ClassesTable({
  classes,
  busyId,
  onToggleOpen,
  onRename,
  onDelete,
}: {
  classes: readonly StudyClass[];
  /** The class whose change is under way. */
  busyId: string | null;
  onToggleOpen: (studyClass: StudyClass) => void;
  onRename: (studyClass: StudyClass) => void;
  onDelete: (studyClass: StudyClass) => void;
}) {
  const { t } = useTranslation(['study', 'survey']);
  return (
    <StudyTable
      nameHeader={t('classes.name')}
      columns={[
        {
          header: t('classes.grade'),
          cell: (studyClass) => t(`survey:options.grade.${studyClass.grade}`),
        },
        { header: t('classes.wave'), cell: (studyClass) => studyClass.waveName },
        {
          header: t('classes.code'),
          className: 'font-mono text-base font-semibold tracking-wider',
          cell: (studyClass) => studyClass.code,
        },
        {
          header: t('columns.responses'),
          numeric: true,
          cell: (studyClass) =>
            studyClass.enrolled === null
              ? studyClass.responseCount
              : t('classes.responsesOfEnrolled', {
                  count: studyClass.responseCount,
                  enrolled: studyClass.enrolled,
                }),
        },
        {
          header: t('classes.status'),
          cell: (studyClass) => (
            <Badge tone={studyClass.open ? 'green' : 'grey'}>
              {studyClass.open ? t('classes.open') : t('classes.closed')}
            </Badge>
          ),
        },
      ]}
      rows={classes}
      actions={(studyClass) => (
        <>
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
          <RenameButton
            part="classes"
            name={studyClass.name}
            onClick={() => onRename(studyClass)}
          />
          <DeleteButton
            part="classes"
            name={studyClass.name}
            onClick={() => onDelete(studyClass)}
          />
        </>
      )}
    />
  );
}
