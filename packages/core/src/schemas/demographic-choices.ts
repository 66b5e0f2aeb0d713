// The demographic questions' choices, apart from their schemas (demographics.ts) so that a
// screen which only lists them does not load zod (the survey's first download, issue 16).

/** Every enumeration of SPEC.md section 3; the database's check constraints reuse them. */
export const GRADES = ['grade10', 'grade11', 'grade12'] as const;
/** 'other' is offered because the results view knows it (SPEC.md section 3). */
export const GENDERS = ['male', 'female', 'other'] as const;
export const PARTICIPATION_LEVELS = ['frequently', 'sometimes', 'rarely', 'never'] as const;
export const AWARENESS_LEVELS = ['familiar', 'unfamiliar', 'heard_but_unsure'] as const;
export const CAUSES = [
  'conversation_skills',
  'self_consciousness',
  'no_need',
  'family_communication',
  'past_negative_experience',
  'fear_of_judgment',
  'not_listened',
  'social_media_influence',
  'academic_pressure',
  'other',
] as const;
export const IMPACT_LEVELS = [
  'no_impact',
  'mild_impact',
  'moderate_impact',
  'significant_impact',
  'severe_impact',
] as const;

export type Grade = (typeof GRADES)[number];
export type Gender = (typeof GENDERS)[number];
export type ParticipationLevel = (typeof PARTICIPATION_LEVELS)[number];
export type AwarenessLevel = (typeof AWARENESS_LEVELS)[number];
export type Cause = (typeof CAUSES)[number];
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

export const OTHER_TEXT_MAX_LENGTH = 1000;
