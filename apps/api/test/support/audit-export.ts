/**
 * The columns of the audit log's CSV export, in order, as a spreadsheet or script reading the
 * file relies on them. Written out here, not read from the service, so that a change to them
 * fails the API and browser tests alike.
 */
export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'actor_kind',
  'actor_name',
  'action',
  'target',
  'details',
];
