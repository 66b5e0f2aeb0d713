/**
 * How the browser seals a submission to the server's public key (lab mode's outbox, issue 27):
 * ECDH P-256 with an ephemeral key, HKDF-SHA-256, AES-256-GCM. Apart from the envelope's schema
 * (schemas/sealing.ts) so that the survey's page can seal without loading zod before its first
 * question (issue 16's budget).
 */
export const SEALING = {
  curve: 'P-256',
  hkdfInfo: 'prca24 sealed submission v1',
  version: 1,
} as const;
