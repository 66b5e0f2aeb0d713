import { z } from 'zod';
import type { ValidationMessageKey } from '../messages/validation';
import { isStorableText } from './storable';

import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  OTHER_TEXT_MAX_LENGTH,
  PARTICIPATION_LEVELS,
  type Cause,
} from './demographic-choices';

export * from './demographic-choices';

/** Which message to show when an answer is absent, and which when it is not one of the choices. */
interface ChoiceMessages {
  missing: ValidationMessageKey;
  invalid: ValidationMessageKey;
}

function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: ChoiceMessages,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? messages.missing
        : messages.invalid,
  });
}

function causesList(messages: ChoiceMessages) {
  return z
    .array(choice(CAUSES, { missing: messages.invalid, invalid: messages.invalid }), {
      error: (issue) => (issue.input === undefined ? messages.missing : messages.invalid),
    })
    .min(1, { error: 'partB.causesRequired' })
    .max(CAUSES.length, { error: messages.invalid })
    .transform((causes) => [...new Set(causes)]);
}

const otherText = z
  .string({ error: 'partB.otherTextRequired' })
  .trim()
  .max(OTHER_TEXT_MAX_LENGTH, { error: 'partB.otherTextTooLong' })
  .refine(isStorableText)
  .optional();

interface PartBFields {
  causes: Cause[];
  causesOtherText?: string | undefined;
}

/** "Other" needs its own words; without "other" a stray text is dropped, not stored. */
function requireOtherText<T extends PartBFields>(value: T, ctx: z.RefinementCtx) {
  if (value.causes.includes('other') && !value.causesOtherText) {
    ctx.addIssue({ code: 'custom', path: ['causesOtherText'], message: 'partB.otherTextRequired' });
  }
}

function dropUnusedOtherText<T extends PartBFields>(value: T): T {
  if (value.causes.includes('other')) return value;
  const { causesOtherText: _unused, ...rest } = value;
  return rest as T;
}

/** Part A step of the survey (messages of SPEC.md section 5, part A). */
export const partASchema = z.object({
  grade: choice(GRADES, { missing: 'partA.incomplete', invalid: 'partA.incomplete' }),
  gender: choice(GENDERS, { missing: 'partA.incomplete', invalid: 'partA.incomplete' }),
  participation: choice(PARTICIPATION_LEVELS, {
    missing: 'partA.incomplete',
    invalid: 'partA.incomplete',
  }),
});

/** Part B step of the survey (messages of SPEC.md section 5, part B). */
export const partBSchema = z
  .object({
    awareness: choice(AWARENESS_LEVELS, {
      missing: 'partB.awarenessRequired',
      invalid: 'partB.awarenessRequired',
    }),
    causes: causesList({ missing: 'partB.causesRequired', invalid: 'partB.incomplete' }),
    causesOtherText: otherText,
    impact_level: choice(IMPACT_LEVELS, {
      missing: 'partB.impactRequired',
      invalid: 'partB.impactRequired',
    }),
  })
  .superRefine(requireOtherText)
  .transform(dropUnusedOtherText);

const atSubmit: ChoiceMessages = {
  missing: 'submit.demographicsMissing',
  invalid: 'demographics.invalidChoice',
};

/** Stored demographics as the server returns them: already normalised, so no transforms. */
export const storedDemographicsSchema = z.object({
  grade: z.enum(GRADES),
  gender: z.enum(GENDERS),
  participation: z.enum(PARTICIPATION_LEVELS),
  awareness: z.enum(AWARENESS_LEVELS),
  causes: z.array(z.enum(CAUSES)),
  causesOtherText: z.string().optional(),
  impact_level: z.enum(IMPACT_LEVELS),
});

/** All demographics, as checked when the survey is submitted. */
export const demographicsSchema = z
  .object(
    {
      grade: choice(GRADES, atSubmit),
      gender: choice(GENDERS, atSubmit),
      participation: choice(PARTICIPATION_LEVELS, atSubmit),
      awareness: choice(AWARENESS_LEVELS, atSubmit),
      causes: causesList(atSubmit),
      causesOtherText: otherText,
      impact_level: choice(IMPACT_LEVELS, atSubmit),
    },
    { error: 'submit.demographicsMissing' },
  )
  .superRefine(requireOtherText)
  .transform(dropUnusedOtherText);

export type PartA = z.output<typeof partASchema>;
export type PartB = z.output<typeof partBSchema>;
export type Demographics = z.output<typeof demographicsSchema>;
/** What a client may send: the same fields, before normalisation. */
export type DemographicsInput = z.input<typeof demographicsSchema>;
