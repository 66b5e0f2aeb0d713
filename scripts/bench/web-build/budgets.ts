// Every size budget of the web build, in one place. Sizes are gzipped (level 9), as
// e2e/budget.spec.ts measures them in a browser.

const KB = 1024;

/** The JavaScript `/` loads before it shows its page; e2e/budget.spec.ts checks it in a browser. */
export const LANDING_JS_BUDGET_BYTES = 120 * KB;

/**
 * What `/` loads: the entry, the landing page's lazy chunk, and the text catalogues it asks
 * for in the visitor's language (i18n loads `common` first; the landing page adds `landing`).
 */
export const LANDING_ROUTE = {
  path: '/',
  module: 'src/app/routes/landing-page.tsx',
  catalogues: ['common', 'landing'],
  /** Measured in each: the catalogues differ in size. */
  languages: ['vi', 'en'],
};

/**
 * Issue 16: the JavaScript a phone downloads before the survey's first question, at most
 * 160 KB gzipped (a SurveyJS page with the same 24 items ships 411 KB).
 */
export const FIRST_QUESTION_JS_BUDGET_BYTES = 160 * KB;

/**
 * What `/survey` loads before its first question: the entry, the survey's chunk, and the
 * catalogues the survey screen asks for. The results feature (with its texts) and core's zod
 * schemas load after the first screen shows (app/routes/survey-page.tsx, lib/load-schemas.ts).
 */
export const SURVEY_ROUTE = {
  path: '/survey',
  module: 'src/app/routes/survey-page.tsx',
  catalogues: ['common', 'survey'],
};

export interface ChunkBudget {
  name: string;
  /** Matched against the chunk's source (`src/...`, `index.html`) or `shared:<name>`. */
  pattern: RegExp;
  bytes: number;
}

/**
 * Each chunk's own budget: the first that matches applies. Set from the sizes of November
 * 2026 with about a quarter of headroom, so that growth is a decision, not an accident.
 */
export const CHUNK_BUDGETS: readonly ChunkBudget[] = [
  { name: 'entry: React, router, i18n, app shell', pattern: /^index\.html$/, bytes: 110 * KB },
  // zod with core's schemas: the public screens load it after their first screen shows
  // (apps/web/src/lib/load-schemas.ts); the admin screens with their own.
  {
    name: 'shared @prca/core and zod: schemas and scoring',
    pattern: /^shared:(src|schemas)$/,
    bytes: 40 * KB,
  },
  { name: 'survey screen', pattern: /^src\/app\/routes\/survey-page/, bytes: 12 * KB },
  { name: 'admin screen', pattern: /^src\/app\/routes\/admin\//, bytes: 6 * KB },
  // TanStack Query, loaded with the first screen that reads server data (never by `/`).
  {
    name: 'TanStack Query',
    pattern: /^shared:(query|useQuery|QueryClientProvider)/,
    bytes: 8 * KB,
  },
  // The QR code generator, loaded only by the class sheets' page (8.9 KB when added).
  { name: 'QR codes (class sheets)', pattern: /node_modules\/qrcode\//, bytes: 11 * KB },
  { name: 'text catalogue, one namespace in one language', pattern: /^src\/i18n\//, bytes: 5 * KB },
  { name: 'any other page or shared chunk', pattern: /./, bytes: 4 * KB },
];
