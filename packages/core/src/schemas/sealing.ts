import { z } from 'zod';
import { LOCALES } from '../messages/locales';
import { SEALING } from '../sealing';
import { classCodeInputSchema } from './submission';

const base64url = (max: number) =>
  z
    .string({ error: 'sealed.invalid' })
    .max(max, { error: 'sealed.invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'sealed.invalid' });

/**
 * A submission sealed in the browser to the server's public key (../sealing.ts). The plaintext
 * is the JSON of a POST /api/surveys body. `classCode` travels outside the seal so that a student
 * can correct a code the server refused without the browser ever reading the sealed answers.
 */
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
export type SealedEnvelope = z.output<typeof sealedEnvelopeSchema>;

/** POST /api/surveys/sealed. */
export const sealedSubmissionSchema = z
  .object({
    sealed: sealedEnvelopeSchema,
    classCode: classCodeInputSchema.optional(),
    locale: z.enum(LOCALES, { error: 'submit.invalidLocale' }).optional(),
  })
  .strict();
export type SealedSubmission = z.input<typeof sealedSubmissionSchema>;

/** The server's sealing key as the browser keeps it for offline use. */
export const sealingKeySchema = z.object({
  id: z.string(),
  /** The public point, raw and base64url (WebCrypto's `importKey('raw', …)`). */
  publicKey: z.string(),
});
export type SealingKey = z.output<typeof sealingKeySchema>;
