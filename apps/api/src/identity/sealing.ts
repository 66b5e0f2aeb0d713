import { SEALING, type SealedEnvelope, type SealingKey } from '@prca/core';
import { createDecipheriv, createECDH, createHash, hkdfSync, type ECDH } from 'node:crypto';

/*
 * The server's sealing key (issue 27): lab mode's outbox seals each waiting submission to it in
 * the browser (ECDH P-256 with a fresh key per submission, HKDF-SHA-256, AES-256-GCM), so that
 * the next student at the computer cannot read the answers, even with the developer tools. The
 * key is derived from the identity secret, so every instance has it without storing it, and it
 * changes only with the secret.
 */

// P-256's group order: a private key must be below it.
const ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
const GCM_TAG_BYTES = 16;

export class UnsealError extends Error {
  override name = 'UnsealError';
}

function deriveKeyPair(secret: string): ECDH {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = Buffer.from(
      hkdfSync('sha256', secret, 'prca24 sealing key', `P-256 private key ${attempt}`, 32),
    );
    const value = BigInt(`0x${candidate.toString('hex')}`);
    // Off by a chance of about 2⁻³², but a key must be valid whatever the secret.
    if (value === 0n || value >= ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(candidate);
    return ecdh;
  }
}

export function createSealing(secret: string) {
  const ecdh = deriveKeyPair(secret);
  const publicRaw = ecdh.getPublicKey();
  const publicKey: SealingKey = {
    id: createHash('sha256').update(publicRaw).digest('hex').slice(0, 16),
    publicKey: publicRaw.toString('base64url'),
  };
  return {
    publicKey,
    /** The JSON the browser sealed; throws UnsealError for anything not sealed to this key. */
    unseal(envelope: SealedEnvelope): unknown {
      if (envelope.kid !== publicKey.id) throw new UnsealError('sealed to another key');
      try {
        const ephemeral = Buffer.from(envelope.epk, 'base64url');
        const shared = ecdh.computeSecret(ephemeral);
        const key = Buffer.from(hkdfSync('sha256', shared, ephemeral, SEALING.hkdfInfo, 32));
        const sealed = Buffer.from(envelope.ct, 'base64url');
        if (sealed.length <= GCM_TAG_BYTES) throw new Error('too short');
        const decipher = createDecipheriv(
          'aes-256-gcm',
          key,
          Buffer.from(envelope.iv, 'base64url'),
        );
        decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8'));
      } catch (error) {
        throw new UnsealError(`cannot be unsealed: ${(error as Error).message}`);
      }
    },
  };
}

export type Sealing = ReturnType<typeof createSealing>;
