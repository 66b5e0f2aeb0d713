/**
 * The shape of the landing page: which sections, cards and steps it shows, in order. The words
 * live in the `landing` catalogues under these keys; a test checks that every key has its text.
 */

/** The in-page sections (SPEC.md section 2); `id` is the anchor, `key` the catalogue key. */
export const SECTIONS = [
  { id: 'about', key: 'about' },
  { id: 'concepts', key: 'concepts' },
  { id: 'causes', key: 'causes' },
  { id: 'solutions', key: 'solutions' },
  { id: 'benefits', key: 'benefits' },
  { id: 'how-it-works', key: 'howItWorks' },
] as const;

export const TRUST_KEYS = ['private', 'free', 'time', 'advice'] as const;

/** The four contexts of the PRCA-24, in questionnaire order (six statements each). */
export const CONTEXT_KEYS = [
  'groupDiscussion',
  'meetings',
  'interpersonal',
  'publicSpeaking',
] as const;

export const CAUSE_KEYS = [
  'fearOfJudgment',
  'pastExperience',
  'lackOfPractice',
  'selfConsciousness',
  'environment',
  'pressure',
] as const;

export const SOLUTION_KEYS = [
  'prepare',
  'startSmall',
  'breathe',
  'reframe',
  'practiseTogether',
  'askForSupport',
] as const;

export const BENEFIT_KEYS = ['knowYourself', 'advice', 'progress', 'research'] as const;

export const STEP_KEYS = ['start', 'answer', 'results'] as const;
