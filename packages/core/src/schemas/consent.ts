import { z } from 'zod';
import { LOCALES } from '../messages/locales';
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

/** The sheet as the survey shows it (GET /api/settings/public, `consent`). */
export const consentSheetSchema = z.object({
  version: z.number().int().min(1),
  text: z.object({ vi: z.string(), en: z.string() }),
});

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

/**
 * A submission sealed in the browser to the server's public key (lab mode's outbox, issue 27):
 * ECDH P-256 with an ephemeral key, HKDF-SHA-256, AES-256-GCM. The plaintext is the JSON of a
 * POST /api/surveys body. `classCode` travels outside the seal so that a student can correct a
 * code the server refused without the browser ever reading the sealed answers.
 */
export const SEALING = {
  curve: 'P-256',
  hkdfInfo: 'prca24 sealed submission v1',
  version: 1,
} as const;

const base64url = (max: number) =>
  z
    .string({ error: 'sealed.invalid' })
    .max(max, { error: 'sealed.invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'sealed.invalid' });

export const sealedEnvelopeSchema = z
  .object({
    v: z.literal(SEALING.version, { error: 'sealed.invalid' }),
    /** Which server key it was sealed to (sealingKey.id of the public settings). */
    kid: z.string({ error: 'sealed.invalid' }).regex(/^[0-9a-f]{16}$/, { error: 'sealed.invalid' }),
    /** The browser's ephemeral public key, raw (uncompressed point). */
    epk: base64url(128),
    iv: base64url(32),
    /** AES-GCM ciphertext with its tag, as WebCrypto makes it. */
    ct: base64url(96 * 1024),
  })
  .strict();

/** POST /api/surveys/sealed. */
export const sealedSubmissionSchema = z
  .object({
    sealed: sealedEnvelopeSchema,
    classCode: classCodeInputSchema.optional(),
    locale: z.enum(LOCALES, { error: 'submit.invalidLocale' }).optional(),
  })
  .strict();

/** The server's sealing key as the browser keeps it for offline use. */
export const sealingKeySchema = z.object({
  id: z.string(),
  /** The public point, raw and base64url (WebCrypto's `importKey('raw', …)`). */
  publicKey: z.string(),
});

export type ConsentText = z.output<typeof consentTextSchema>;
export type ConsentSheet = z.output<typeof consentSheetSchema>;
export type ConsentDecline = z.input<typeof consentDeclineSchema>;
export type SealedEnvelope = z.output<typeof sealedEnvelopeSchema>;
export type SealedSubmission = z.input<typeof sealedSubmissionSchema>;
export type SealingKey = z.output<typeof sealingKeySchema>;
