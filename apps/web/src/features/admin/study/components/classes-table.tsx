import type { ListedClass } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { LINK } from '../../../../components/ui/link';
import { useFormat } from '../../../../lib/format';
import { ParentalConsentSelect } from './parental-consent-select';
import { StudyTable } from './study-table';
import { RowActionButton } from './row-action-button';

/**
 * A school's classes with their codes, responses and declines, and parents' consent; each can
 * be printed, closed or reopened, renamed, deleted. Actions name the class by its label, which
 * adds the wave where two waves share a name.
 */
export function ClassesTable({
  classes,
  studyParentalConsent,
  busyId,
  onToggleOpen,
  onParentalConsent,
  onRename,
  onDelete,
}: {
  classes: readonly { studyClass: ListedClass; label: string }[];
  studyParentalConsent: boolean | null | undefined;
  /** The class whose change is under way. */
  busyId: string | null;
  onToggleOpen: (studyClass: ListedClass) => void;
  onParentalConsent: (studyClass: ListedClass, collected: boolean | null) => void;
  onRename: (studyClass: ListedClass) => void;
  onDelete: (studyClass: ListedClass) => void;
}) {
  const { t } = useTranslation(['study', 'survey']);
  const format = useFormat();
  const rows = classes.map(({ studyClass, label }) => ({ ...studyClass, label }));
  type Row = (typeof rows)[number];
  return (
    <StudyTable<Row>
      nameHeader={t('classes.name')}
      columns={[
        { header: t('classes.grade'), cell: (row) => t(`survey:options.grade.${row.grade}`) },
        { header: t('classes.wave'), cell: (row) => row.waveName },
        {
          header: t('classes.code'),
          className: 'font-mono text-base font-semibold tracking-wider',
          cell: (row) => row.code,
        },
        {
          header: t('columns.responses'),
          numeric: true,
          cell: (row) =>
            row.enrolled === null
              ? row.responseCount
              : t('classes.responsesOfEnrolled', {
                  count: row.responseCount,
                  enrolled: row.enrolled,
                }),
        },
        { header: t('classes.declines'), numeric: true, cell: (row) => row.declineCount },
        {
          header: t('classes.parentalConsent'),
          cell: (row) => (
            <ParentalConsentSelect
              value={row.parentalConsentCollected}
              studyValue={studyParentalConsent}
              label={t('classes.parentalConsentNamed', { name: row.label })}
              disabled={busyId === row.id}
              onChange={(collected) => onParentalConsent(row, collected)}
            />
          ),
        },
        {
          header: t('classes.status'),
          cell: (row) => (
            <>
              <Badge tone={row.open ? 'green' : 'grey'}>
                {row.open ? t('classes.open') : t('classes.closed')}
              </Badge>
              {!row.open && row.closedAt && (
                <span className="mt-1 block text-sm text-slate-700">
                  {t('classes.closedOn', { date: format.date(row.closedAt) })}
                </span>
              )}
            </>
          ),
        },
      ]}
      rows={rows}
      actions={(row) => (
        <>
          <Link
            to={`/admin/study/sheets?class=${row.id}`}
            className={LINK}
            aria-label={t('classes.sheetNamed', { name: row.label })}
          >
            {t('classes.sheet')}
          </Link>
          <Button
            size="small"
            variant="secondary"
            disabled={busyId === row.id}
            aria-label={t(row.open ? 'classes.closeNamed' : 'classes.reopenNamed', {
              name: row.label,
            })}
            onClick={() => onToggleOpen(row)}
          >
            {row.open ? t('classes.close') : t('classes.reopen')}
          </Button>
          <RowActionButton
            action="rename"
            part="classes"
            name={row.label}
            onClick={() => onRename(row)}
          />
          <RowActionButton
            action="delete"
            part="classes"
            name={row.label}
            onClick={() => onDelete(row)}
          />
        </>
      )}
    />
  );
}
