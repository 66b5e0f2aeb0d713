/**
 * The wording of the questionnaire a respondent read: the 24 items, their contexts, the answer
 * options and the questions and options of parts A and B, in both languages. Researchers cite
 * it, and a response is only comparable with another read in the same wording, so it changes
 * whenever any of those texts changes (English or Vietnamese), and docs/translation-log.md says
 * what each version changed and why.
 *
 * - prca24-2026-11-21: the first Vietnamese translation.
 * - prca24-2026-11-23: after the language review of issue 15 (items 6, 9, 10, 18, 19, 20, 22;
 *   the awareness, participation and impact questions of parts A and B).
 * - prca24-2026-11-28: after the Vietnamese review of 2026-11-27 (item 19, the English midpoint
 *   "Undecided", two impact options, the i-spelling of "kĩ năng" in a cause).
 */
export const INSTRUMENT_WORDING_VERSIONS = [
  'prca24-2026-11-21',
  'prca24-2026-11-23',
  'prca24-2026-11-28',
] as const;
export type InstrumentWordingVersion = (typeof INSTRUMENT_WORDING_VERSIONS)[number];

/** The wording shown today; store it with each response. */
export const INSTRUMENT_WORDING_VERSION: InstrumentWordingVersion = 'prca24-2026-11-28';
