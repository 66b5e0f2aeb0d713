import { z } from 'zod';
import { SHEET_TEXT_MAX_LENGTH } from '../consent/sheet-format';
import { classCodeInputSchema, consentVersionSchema } from './submission';
import { isStorableText } from './storable';

/*
 * Information, assent and withdrawal (issue 27). The information sheet is versioned:
 * `consentVersion` is 1 for the default text and one more on every saved change of the text and
 * on every change of `respondentIdentity`. A response keeps the version it was given under.
 */

const sheetText = z
  .string({ error: 'consent.textRequired' })
  .trim()
  .min(1, { error: 'consent.textRequired' })
  .max(SHEET_TEXT_MAX_LENGTH, { error: 'consent.textTooLong' })
  .refine(isStorableText, { error: 'consent.textRequired' });

/** The sheet's text in both languages, as a superadmin edits it. */
export const consentTextSchema = z.object({ vi: sheetText, en: sheetText }).strict();
export type ConsentText = z.output<typeof consentTextSchema>;

/** The sheet as the survey shows it (GET /api/settings/public, `consent`). */
export const consentSheetSchema = z.object({
  version: z.number().int().min(1),
  text: z.object({ vi: z.string(), en: z.string() }),
});
export type ConsentSheet = z.output<typeof consentSheetSchema>;

/**
 * POST /api/surveys/declines: a student chose "I do not want to take part". Only a count is
 * kept (per class when the student came with a class code); no answer, no time of day.
 */
export const consentDeclineSchema = z
  .object({
    classCode: classCodeInputSchema.optional(),
    consentVersion: consentVersionSchema.optional(),
  })
  .strict();
export type ConsentDecline = z.input<typeof consentDeclineSchema>;
