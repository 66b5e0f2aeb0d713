import { createHmac } from 'node:crypto';

/*
 * Keyed hashes of what could identify a respondent (issue 27). HMAC-SHA-256 with the identity
 * secret: without the secret, a list of likely addresses cannot be hashed and compared, which a
 * plain hash of an address would allow. Each kind of value has its own prefix, so that equal
 * values of two kinds never share a hash.
 */

const SECRET_CHECK_INPUT = 'prca24 identity secret check';

export function createIdentityHasher(secret: string) {
  const hmac = (input: string) => createHmac('sha256', secret).update(input, 'utf8').digest('hex');
  return {
    /** The hash of a guest's e-mail address, as core's emailSchema normalises it. */
    emailHash: (email: string): string => hmac(`email:${email.trim().toLowerCase()}`),
    /**
     * The hash of one answer to a linking question (issue 32), as linkElements normalises it.
     * The question is part of the input, so equal answers to two questions hash apart.
     */
    linkHash: (question: string, answer: string): string => hmac(`link:${question}:${answer}`),
    /** What the database keeps to tell whether it was hashed with this secret. */
    secretCheck: (): string => hmac(SECRET_CHECK_INPUT),
  };
}

export type IdentityHasher = ReturnType<typeof createIdentityHasher>;
