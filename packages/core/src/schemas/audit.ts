import { z } from 'zod';
import { analyticsFilterFields } from './filters';
import { paginationQuerySchema, paginationSchema } from './pagination';

/**
 * Who can be the actor of an audit entry (issue 29): an admin (named as the account was named
 * when it acted, even once deleted), a respondent withdrawing their own response (issue 27,
 * never identified), or an operator at the server console (`npm run admin`, `npm run restore`).
 */
export const AUDIT_ACTOR_KINDS = ['admin', 'respondent', 'console'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** An action's name (`surveys.delete`) or the part before its dot (`surveys`: all of them). */
export const AUDIT_ACTION_PATTERN = /^[A-Za-z]+(\.[A-Za-z]+)?$/;

/**
 * The audit log's filters (GET /api/admin/audit and its CSV): `actor` is an admin's name, or
 * `console` or `respondent` for those actors; `action` an action's exact name or its group;
 * `from`/`to` days in the study's time zone, as every other filter's dates. Strict, so that a
 * misspelt parameter is a 400 naming it rather than the whole log.
 */
const auditFilterFields = {
  actor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'audit.actorInvalid' })
    .optional(),
  action: z
    .string()
    .trim()
    .regex(AUDIT_ACTION_PATTERN, { error: 'audit.actionInvalid' })
    .optional(),
  from: analyticsFilterFields.from,
  to: analyticsFilterFields.to,
};

function rangeInOrder({ from, to }: { from?: string; to?: string }): boolean {
  return !from || !to || from <= to;
}

export const auditFiltersSchema = z
  .strictObject(auditFilterFields)
  .refine(rangeInOrder, { error: 'filter.rangeOrder', path: ['to'] });

export type AuditFilters = z.output<typeof auditFiltersSchema>;
export type AuditFiltersInput = z.input<typeof auditFiltersSchema>;

/** GET /api/admin/audit?page&limit and the filters. */
export const auditQuerySchema = z
  .strictObject({ ...paginationQuerySchema.shape, ...auditFilterFields })
  .refine(rangeInOrder, { error: 'filter.rangeOrder', path: ['to'] });

/** One entry of the log: who did which action to what, and when. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The admin's name when they acted (kept after the account is deleted); null otherwise. */
  actorName: z.string().nullable(),
  action: z.string(),
  /** The id of what the action was done to, when it was one thing. */
  target: z.string().nullable(),
  /** What the action says of itself (what a deletion deleted, never the content). */
  details: z.unknown(),
});

export type AuditEntry = z.output<typeof auditEntrySchema>;

/** GET /api/admin/audit: one page of entries, newest first. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});

export type AuditPage = z.output<typeof auditPageSchema>;
