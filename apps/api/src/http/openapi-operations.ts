/**
 * What the OpenAPI document says of each operation that its schemas cannot: a one-line summary
 * and, on the respondent routes, whether the respondent's session token is needed (the admin
 * routes say so themselves, by `config.adminAccess`). Keyed by `METHOD /path` as the document
 * writes it; the Redocly lint test fails on an operation missing here (no summary).
 */
export interface OperationNotes {
  summary: string;
  /**
   * `required`: the route answers 401 without a live respondent session. `optional`: a token
   * makes the request the respondent's (a guest without one), and an invalid token is a 401.
   * `identifies`: a token is read if present, and an invalid one is simply nobody.
   */
  respondentSession?: 'required' | 'optional' | 'identifies';
}

export const OPERATION_NOTES: Record<string, OperationNotes> = {
  // Respondents and the web app.
  'GET /api/health': { summary: 'Check that the API and its database answer' },
  'GET /api/settings/public': {
    summary: 'Read the settings every visitor may know (is the survey open…)',
  },
  'GET /api/classes/{code}': { summary: 'Find the school and class a class code opens' },
  'POST /api/surveys': {
    summary: 'Submit a completed survey',
    respondentSession: 'optional',
  },
  'POST /api/surveys/sealed': {
    summary: "Submit a survey sealed to the server's key (lab mode)",
    respondentSession: 'optional',
  },
  'GET /api/surveys': {
    summary: "List the signed-in respondent's surveys",
    respondentSession: 'required',
  },
  'GET /api/surveys/by-email/{email}': {
    summary: "List a guest's surveys by e-mail address and guest key",
  },
  'GET /api/surveys/{id}': {
    summary: "Read one of the respondent's own surveys",
    respondentSession: 'optional',
  },
  'DELETE /api/surveys/{id}': {
    summary: "Delete one of the respondent's own surveys",
    respondentSession: 'optional',
  },
  'GET /api/surveys/change': {
    summary: "Compare the signed-in respondent's last two waves against the measurement error",
    respondentSession: 'required',
  },
  'POST /api/surveys/declines': { summary: 'Count a student who declined to take part' },
  'POST /api/surveys/sessions': { summary: 'Start a survey session (for engagement figures)' },
  'PATCH /api/surveys/sessions/{id}': {
    summary: 'Record how far a survey session has got',
  },
  'GET /api/analytics/user': {
    summary: "Summarise the signed-in respondent's results",
    respondentSession: 'required',
  },
  'GET /api/analytics/summary': {
    summary: "Summarise a respondent's or a guest's results",
    respondentSession: 'optional',
  },
  'GET /api/auth/google': { summary: 'Start signing in with the identity provider' },
  'GET /api/auth/google/callback': {
    summary: "Finish provider sign-in (the identity provider's redirect)",
  },
  'POST /api/auth/exchange': { summary: 'Exchange a sign-in ticket for a session token' },
  'GET /api/auth/me': {
    summary: 'Read the signed-in respondent',
    respondentSession: 'required',
  },
  'GET /api/auth/status': {
    summary: 'Say whether provider sign-in is on and the request is signed in',
    respondentSession: 'identifies',
  },
  'POST /api/auth/logout': {
    summary: "Sign out: end the respondent's session",
    respondentSession: 'identifies',
  },

  // The admin area.
  'POST /api/admin/auth/login': { summary: 'Sign in as an admin' },
  'GET /api/admin/auth/me': { summary: 'Read the signed-in admin' },
  'POST /api/admin/auth/password': { summary: "Change one's own admin password" },
  'POST /api/admin/auth/logout': { summary: "Sign out: end the admin's session" },

  'GET /api/admin/analytics/overview': { summary: "Read the dashboard's headline figures" },
  'GET /api/admin/analytics/demographics': { summary: 'Describe who answered' },
  'GET /api/admin/analytics/engagement': {
    summary: 'Count survey sessions started, completed and abandoned',
  },
  'GET /api/admin/analytics/prca24': {
    summary: 'Describe the PRCA-24 scores: total, report bands and contexts',
  },
  'GET /api/admin/analytics/items': {
    summary: "Give each item's statistics and correlations",
  },
  'GET /api/admin/analytics/norms': {
    summary: "Set the scores beside McCroskey's norms",
  },
  'GET /api/admin/analytics/reliability': {
    summary: "Estimate the scale's reliability (alpha, omega, SEM)",
  },
  'GET /api/admin/analytics/compare': { summary: 'Compare a score between groups' },
  'GET /api/admin/analytics/change': {
    summary: 'Match two waves and measure the change of the matched students',
  },
  'GET /api/admin/analytics/trends': { summary: 'Count responses per day and per month' },
  'GET /api/admin/analytics/sectionb': { summary: 'Summarise the answers to section B' },
  'GET /api/admin/analytics/other-causes': {
    summary: 'List the causes respondents wrote in their own words',
  },

  'GET /api/admin/reports/class': { summary: 'Read the report of a class or school' },
  'GET /api/admin/reports/classes': { summary: 'List the classes one may report on' },

  'GET /api/admin/surveys': { summary: 'List responses' },
  'GET /api/admin/surveys/{id}': { summary: 'Read one response' },
  'DELETE /api/admin/surveys/{id}': { summary: 'Delete one response' },
  'DELETE /api/admin/surveys/bulk-delete': { summary: 'Delete several responses' },
  'PUT /api/admin/surveys/{id}/quality': {
    summary: 'Keep or exclude a response whatever its quality flags',
  },
  'POST /api/admin/surveys/lookup-by-email': {
    summary: "Find a student's responses by e-mail address (a data request)",
  },
  'GET /api/admin/surveys/export': { summary: 'Export responses as CSV or JSON' },

  'GET /api/admin/schools': { summary: 'List schools' },
  'POST /api/admin/schools': { summary: 'Create a school' },
  'PUT /api/admin/schools/{id}': { summary: 'Change a school' },
  'DELETE /api/admin/schools/{id}': { summary: 'Delete a school' },

  'GET /api/admin/classes': { summary: 'List classes' },
  'POST /api/admin/classes': { summary: 'Create a class' },
  'POST /api/admin/classes/bulk': { summary: 'Create several classes at once' },
  'PUT /api/admin/classes/{id}': { summary: 'Change a class' },
  'DELETE /api/admin/classes/{id}': { summary: 'Delete a class' },

  'GET /api/admin/waves': { summary: 'List survey waves' },
  'POST /api/admin/waves': { summary: 'Create a survey wave' },
  'PUT /api/admin/waves/{id}': { summary: 'Change a survey wave' },
  'DELETE /api/admin/waves/{id}': { summary: 'Delete a survey wave' },

  'GET /api/admin/users': { summary: 'List admin accounts' },
  'POST /api/admin/users': { summary: 'Create an admin account' },
  'PUT /api/admin/users/{id}': { summary: 'Change an admin account' },
  'DELETE /api/admin/users/{id}': { summary: 'Delete an admin account' },

  'GET /api/admin/settings': { summary: 'Read the run-time settings' },
  'PUT /api/admin/settings': { summary: 'Change the run-time settings' },

  'GET /api/admin/audit': { summary: 'List audit log entries' },
  'GET /api/admin/audit/export': { summary: 'Export audit log entries as CSV' },
};
