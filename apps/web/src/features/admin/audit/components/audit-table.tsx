import type { AuditEntry } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeaders, ScrollRegion, TABLE, TD } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { isKnownAuditAction } from '../audit-filters';

/**
 * One row per entry, newest first. On a narrow screen the table scrolls sideways in a region
 * that takes the focus (so a keyboard scrolls it too); the details wrap rather than widen it.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('audit');
  const columns = ['when', 'actor', 'action', 'target', 'details'] as const;
  return (
    <ScrollRegion label={t('table.caption')}>
      <table className={`${TABLE} min-w-[40rem]`}>
        <caption className="sr-only">{t('table.caption')}</caption>
        <ColumnHeaders headers={columns.map((column) => t(`table.${column}`))} />
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const details = entry.details === null ? '' : JSON.stringify(entry.details, null, 1);
  return (
    <tr>
      <td className={`${TD} whitespace-nowrap`}>{format.dateTime(entry.createdAt)}</td>
      <td className={`${TD} break-all`}>
        {entry.actorKind === 'admin'
          ? (entry.actorName ?? t('actor.unknownAdmin'))
          : t(`actor.${entry.actorKind}`)}
      </td>
      <th scope="row" className={`${TD} font-semibold text-slate-900`}>
        {isKnownAuditAction(entry.action) ? t(`actions.${entry.action}`) : entry.action}
        <span className="block font-mono text-xs font-normal text-slate-700">{entry.action}</span>
      </th>
      <td className={`${TD} font-mono text-xs break-all`}>{entry.target ?? ''}</td>
      <td className={TD}>
        {details && (
          <pre className="max-h-40 max-w-xs overflow-y-auto font-mono text-xs break-all whitespace-pre-wrap">
            {details}
          </pre>
        )}
      </td>
    </tr>
  );
}
