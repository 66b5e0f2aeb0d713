/** Answers in question order (index 0 = question1) as the API's `responses` object. */
export function responsesFrom(answers: readonly number[]): Record<string, number> {
  return Object.fromEntries(answers.map((answer, index) => [`question${index + 1}`, answer]));
}

const PLUS_ITEMS = new Set([2, 4, 6, 8, 9, 12, 14, 16, 17, 19, 21, 23]);

/** Every answer 1-5 in a repeating pattern; hand-scored: 21, 24, 19, 20 (total 84). */
export const PATTERNED_ANSWERS = Array.from({ length: 24 }, (_, index) => ((index + 1) % 5) + 1);
/** Strongly disagreeing with every calm item and agreeing with every anxious one: 30 × 4. */
export const MOST_APPREHENSIVE = Array.from({ length: 24 }, (_, index) =>
  PLUS_ITEMS.has(index + 1) ? 5 : 1,
);
/** The mirror image: 6 × 4. */
export const LEAST_APPREHENSIVE = Array.from({ length: 24 }, (_, index) =>
  PLUS_ITEMS.has(index + 1) ? 1 : 5,
);

export const VALID_DEMOGRAPHICS = {
  grade: 'grade11',
  gender: 'female',
  participation: 'sometimes',
  awareness: 'heard_but_unsure',
  causes: ['fear_of_judgment', 'academic_pressure'],
  impact_level: 'moderate_impact',
};

/** A complete, valid submission body; override any part. */
export function validSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    demographics: { ...VALID_DEMOGRAPHICS },
    responses: responsesFrom(PATTERNED_ANSWERS),
    ...overrides,
  };
}

/** A valid submission whose causes include "other", with its text. */
export function submissionWithOther(
  text: string,
  answers: readonly number[],
  grade = 'grade11',
): Record<string, unknown> {
  return validSubmission({
    demographics: {
      grade,
      gender: 'male',
      participation: 'frequently',
      awareness: 'familiar',
      causes: ['fear_of_judgment', 'other'],
      causesOtherText: text,
      impact_level: 'significant_impact',
    },
    responses: responsesFrom(answers),
  });
}
