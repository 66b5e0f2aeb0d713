import { z } from 'zod';
import {
  DEFAULT_RESPONDENT_IDENTITY,
  LAB_RESULTS_IDLE_SECONDS,
  LAB_SURVEY_IDLE_SECONDS,
  RESPONDENT_IDENTITIES,
} from '../consent/identity';
import { REPORT_PRIVACY_EPSILON, REPORT_RELEASES_PER_WAVE } from '../privacy/noise';
import { DEFAULT_QUALITY_THRESHOLDS, qualityThresholdsSchema } from '../quality/thresholds';
import { successResponse } from './api';
import { consentSheetSchema, consentTextSchema } from './consent';
import { linkQuestionSchema } from './link';
import { paginationQuerySchema, paginationSchema } from './pagination';
import { overviewQualitySchema } from './quality';
import { sealingKeySchema } from './sealing';
import { isStorableText } from './storable';

/** Permissions and roles of DESIGN.md; the server checks them, the web app mirrors them. */
export const PERMISSIONS = [
  'view_analytics',
  'view_surveys',
  'manage_surveys',
  'export_data',
  'manage_users',
  'manage_settings',
  'manage_study',
  // Keep or exclude a flagged response (issue 17): a researcher's judgement on the data, which
  // changes no response and is audited; apart from manage_surveys, which deletes.
  'review_quality',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['superadmin', 'researcher', 'viewer', 'counsellor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  researcher: ['view_analytics', 'view_surveys', 'export_data', 'review_quality'],
  viewer: ['view_analytics'],
  // A school's counsellor or homeroom teacher (issue 19): always with a scope (below).
  counsellor: ['view_analytics'],
};

/**
 * The roles an account of role `actor` may give: a superadmin any; anyone else neither
 * superadmin (only a superadmin makes one) nor counsellor (a counsellor needs a scope, which only
 * a superadmin sets). The server refuses the rest (apps/api's admin-users/account-rules.ts);
 * the users screen offers only these, so nobody picks a role to be told no.
 */
export function rolesGrantableBy(actor: Role): readonly Role[] {
  return actor === 'superadmin'
    ? ROLES
    : ROLES.filter((role) => role !== 'superadmin' && role !== 'counsellor');
}

/**
 * The schools and classes an account is limited to (issue 19): it sees the responses of these
 * classes and of every class of these schools, and nothing else. `null` on an account: the
 * whole study. Only a superadmin sets it; a counsellor must have one, a superadmin cannot.
 */
export const adminScopeSchema = z
  .object({
    schools: z.array(z.uuid({ error: 'admin.scopeInvalid' })).max(200),
    classes: z.array(z.uuid({ error: 'admin.scopeInvalid' })).max(2000),
  })
  .strict();
export type AdminScope = z.output<typeof adminScopeSchema>;

/** Whether a scope names nothing (an account limited to nothing is a mistake, not a scope). */
export function isEmptyScope(scope: AdminScope): boolean {
  return scope.schools.length === 0 && scope.classes.length === 0;
}

/** POST /api/admin/auth/login (SPEC.md section 5: both non-blank after trimming). */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'admin.credentialsRequired' })
    .trim()
    .min(1, { error: 'admin.credentialsRequired' })
    .max(64, { error: 'admin.credentialsRequired' })
    .refine(isStorableText),
  password: z
    .string({ error: 'admin.credentialsRequired' })
    .max(1024, { error: 'admin.credentialsRequired' })
    .refine((password) => password.trim().length > 0, { error: 'admin.credentialsRequired' }),
});

/** An administrator as the API shows one (never the password hash). */
export const adminProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  scope: adminScopeSchema.nullable(),
});

/**
 * The signed-in administrator (login, GET /api/admin/auth/me), with the study's time zone
 * (ANALYTICS_TIME_ZONE, IANA name): every admin screen writes date-times in it, as the CSV
 * export and the day counts of the analytics do, so one response reads the same everywhere.
 */
export const signedInAdminSchema = adminProfileSchema.extend({ timeZone: z.string() });

export const adminLoginResultSchema = z.object({
  admin: signedInAdminSchema,
  token: z.string(),
});

/**
 * GET /api/admin/analytics/overview: the dashboard's stat cards. Trends compare the last 30
 * days with the 30 before, as a percentage change to one decimal (null when the earlier period
 * had none and the later some: new, not a percentage). Completion time in seconds; completion rate in percent to one decimal. Each is
 * null when nothing measures it (no session completed; no session started), rather than a 0
 * that reads like a fact.
 */
export const overviewStatsSchema = z.object({
  totalResponses: z.number().int(),
  responsesTrend: z.object({ change: z.number().nullable() }),
  totalUsers: z.number().int(),
  usersTrend: z.object({ change: z.number().nullable() }),
  avgCompletionTime: z.number().nullable(),
  completionRate: z.number().nullable(),
  /** How many responses are flagged, by kind, and what each quality choice keeps (issue 17). */
  quality: overviewQualitySchema,
});

/** The whole answer of a successful login: the envelope also carries a message. */
export const adminLoginReplySchema = successResponse(adminLoginResultSchema).extend({
  message: z.string(),
});

export type AdminCredentials = z.input<typeof adminLoginSchema>;
export type AdminLoginResult = z.output<typeof adminLoginResultSchema>;
export type AdminProfile = z.output<typeof adminProfileSchema>;
export type SignedInAdmin = z.output<typeof signedInAdminSchema>;
export type OverviewStats = z.output<typeof overviewStatsSchema>;

/** An admin's name: also the rule of ADMIN_USERNAME and of the web's account form. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,64}$/;

/** An admin's password: also the rule of ADMIN_PASSWORD and of the web's account form. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const newPassword = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, { error: 'admin.passwordTooShort' })
  .max(1024, { error: 'admin.passwordTooShort' });

/**
 * POST /api/admin/auth/password (issue 29): every account changes its own password, the current
 * one asked, the new one under the rule of every admin password.
 */
export const ownPasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'admin.currentPasswordRequired' })
      .min(1, { error: 'admin.currentPasswordRequired' })
      .max(1024, { error: 'admin.currentPasswordWrong' }),
    newPassword,
  })
  .strict();
export type OwnPasswordChange = z.input<typeof ownPasswordChangeSchema>;

/** POST /api/admin/users. Permissions default to the role's. */
export const adminCreateSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, { error: 'admin.usernameInvalid' }),
  password: newPassword,
  role: z.enum(ROLES, { error: 'admin.roleInvalid' }),
  permissions: z.array(z.enum(PERMISSIONS, { error: 'admin.permissionInvalid' })).optional(),
  /** Absent or null: the whole study (a counsellor must have one). */
  scope: adminScopeSchema.nullable().optional(),
});

/** PUT /api/admin/users/{id}: any of role, permissions, scope, password, disabled. */
export const adminUpdateSchema = z.object({
  role: z.enum(ROLES, { error: 'admin.roleInvalid' }).optional(),
  permissions: z.array(z.enum(PERMISSIONS, { error: 'admin.permissionInvalid' })).optional(),
  /** null lifts the scope (the whole study); absent leaves it as it is. */
  scope: adminScopeSchema.nullable().optional(),
  password: newPassword.optional(),
  disabled: z.boolean().optional(),
});

export const adminAccountSchema = adminProfileSchema.extend({
  disabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});

export type AdminAccount = z.output<typeof adminAccountSchema>;
export type NewAdminAccount = z.input<typeof adminCreateSchema>;
export type AdminAccountChanges = z.input<typeof adminUpdateSchema>;

/** GET /api/admin/users?page&limit&search: `search` is part of a username. */
export const adminUsersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(64).refine(isStorableText).optional(),
});

/** GET /api/admin/users: one page of accounts. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminAccountSchema),
  pagination: paginationSchema,
});

export type AdminUsersPage = z.output<typeof adminUsersPageSchema>;

/** Days a guest's e-mail (and key) stay with their results: the allowed range and the default. */
export const GUEST_RETENTION_DAYS = { min: 1, max: 3650, default: 30 } as const;

/** The smallest group whose figures a scoped account sees: the allowed range and the default. */
export const MINIMUM_GROUP_SIZE = { min: 2, max: 100, default: 5 } as const;

/** Run-time settings an administrator changes (GET/PUT /api/admin/settings). */
export const adminSettingsSchema = z.object({
  /** Whether the survey takes new responses; when not, the survey app shows a closed notice. */
  acceptingResponses: z.boolean(),
  /** Days after which a guest's e-mail hash (and key) is removed from their results. */
  guestRetentionDays: z.number().int().min(GUEST_RETENTION_DAYS.min).max(GUEST_RETENTION_DAYS.max),
  /** Both shown in the landing page's footer and on the privacy page. */
  contactEmail: z.union([z.literal(''), z.email()]),
  contactNote: z.string().max(500).refine(isStorableText),
  /**
   * Whether a response must name its class by a class code (issues 14, 27). null (unset):
   * required as soon as the study has a class; false: the open survey; true: always.
   */
  classCodeRequired: z.boolean().nullable(),
  /**
   * The thresholds of the data-quality flags (issue 17), changed as a whole; a change
   * recomputes the flags of the stored responses in the background (never their overrides).
   */
  qualityThresholds: qualityThresholdsSchema,
  /**
   * For accounts limited to schools or classes (issue 19): any figure computed on fewer
   * respondents than this is withheld (null, `withheld: true`).
   */
  minimumGroupSize: z.number().int().min(MINIMUM_GROUP_SIZE.min).max(MINIMUM_GROUP_SIZE.max),
  /**
   * For accounts limited to schools or classes (issue 28): the privacy parameter ε of the noise
   * each class release carries (core's privacy/noise.ts); smaller is blurrier.
   */
  reportPrivacyEpsilon: z
    .number()
    .int()
    .min(REPORT_PRIVACY_EPSILON.min)
    .max(REPORT_PRIVACY_EPSILON.max),
  /**
   * For accounts limited to schools or classes (issue 28): how many releases a class's figures
   * may have in its wave; when they are spent, the figures wait for the class to close.
   */
  reportReleasesPerWave: z
    .number()
    .int()
    .min(REPORT_RELEASES_PER_WAVE.min)
    .max(REPORT_RELEASES_PER_WAVE.max),
  /** What a student gives to be known again (core's consent/identity.ts); superadmin only. */
  respondentIdentity: z.enum(RESPONDENT_IDENTITIES),
  /**
   * The information sheet's text (superadmin only); null: the default sheet of the identity
   * mode. Saving a different text, or another identity mode, makes a new consent version.
   */
  consentText: consentTextSchema.nullable(),
  /** Whether the school collected parents' consent for the whole study; null: not recorded. */
  parentalConsentCollected: z.boolean().nullable(),
  /** Lab mode (shared school computers) unless a link says `lab=0`. */
  labModeDefault: z.boolean(),
  /**
   * Whether students answer the linking questions (issue 32) so that their responses in two
   * waves can be matched; superadmin only, since the sheet then says so (a new consent version).
   */
  linkWaves: z.boolean(),
  /** Lab mode: seconds without input after which the results screen returns to a fresh start. */
  labResultsIdleSeconds: z
    .number()
    .int()
    .min(LAB_RESULTS_IDLE_SECONDS.min)
    .max(LAB_RESULTS_IDLE_SECONDS.max),
  /** Lab mode: seconds without input after which an unfinished survey asks "are you still there?". */
  labSurveyIdleSeconds: z
    .number()
    .int()
    .min(LAB_SURVEY_IDLE_SECONDS.min)
    .max(LAB_SURVEY_IDLE_SECONDS.max),
});

/**
 * PUT /api/admin/settings: any of the settings; a key that is none of them is refused rather
 * than ignored, so a misspelt setting never looks saved.
 */
export const adminSettingsChangesSchema = adminSettingsSchema.partial().strict();

/** Settings only a superadmin changes: what school staff see, and what students are told. */
export const SUPERADMIN_SETTINGS = [
  'minimumGroupSize',
  'reportPrivacyEpsilon',
  'reportReleasesPerWave',
  'respondentIdentity',
  'consentText',
  'linkWaves',
] as const satisfies readonly (keyof z.output<typeof adminSettingsSchema>)[];

/**
 * GET /api/admin/settings (and the reply of PUT): the settings, the information sheet in force
 * with its version, and whether a class code is required now (what an unset value means).
 */
export const adminSettingsReplySchema = adminSettingsSchema.extend({
  consent: consentSheetSchema,
  classCodeRequiredInEffect: z.boolean(),
});

/** What every visitor may know of the settings (GET /api/settings/public). */
export const publicSettingsSchema = z.object({
  acceptingResponses: z.boolean(),
  guestRetentionDays: z.number().int(),
  contactEmail: z.string(),
  contactNote: z.string(),
  /** In effect: an unset setting is resolved by the server (required once the study has a class). */
  classCodeRequired: z.boolean(),
  respondentIdentity: z.enum(RESPONDENT_IDENTITIES),
  /** The information sheet to assent to, in both languages. */
  consent: consentSheetSchema,
  labModeDefault: z.boolean(),
  labResultsIdleSeconds: z.number().int(),
  labSurveyIdleSeconds: z.number().int(),
  /** The key lab mode's outbox seals answers to; the app keeps it for offline use. */
  sealingKey: sealingKeySchema,
  /** Whether the survey asks the linking questions (issue 32). */
  linkWaves: z.boolean(),
  /** The linking questions to ask: core's LINK_QUESTIONS while linkWaves is on, else none. */
  linkQuestions: z.array(linkQuestionSchema),
});

export type AdminSettings = z.output<typeof adminSettingsSchema>;
export type AdminSettingsReply = z.output<typeof adminSettingsReplySchema>;
export type PublicSettings = z.output<typeof publicSettingsSchema>;

/** Each setting until an administrator changes it (and instead of a stored value that fails its rule). */
export const DEFAULT_SETTINGS: AdminSettings = {
  acceptingResponses: true,
  guestRetentionDays: GUEST_RETENTION_DAYS.default,
  contactEmail: '',
  contactNote: '',
  classCodeRequired: null,
  qualityThresholds: DEFAULT_QUALITY_THRESHOLDS,
  minimumGroupSize: MINIMUM_GROUP_SIZE.default,
  reportPrivacyEpsilon: REPORT_PRIVACY_EPSILON.default,
  reportReleasesPerWave: REPORT_RELEASES_PER_WAVE.default,
  respondentIdentity: DEFAULT_RESPONDENT_IDENTITY,
  consentText: null,
  parentalConsentCollected: null,
  labModeDefault: false,
  linkWaves: false,
  labResultsIdleSeconds: LAB_RESULTS_IDLE_SECONDS.default,
  labSurveyIdleSeconds: LAB_SURVEY_IDLE_SECONDS.default,
};
