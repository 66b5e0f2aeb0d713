import { SEALING, type SealedEnvelope, type SealingKey } from '@prca/core';
import { webcrypto } from 'node:crypto';

const subtle = webcrypto.subtle;

/**
 * Seals a value to the server's public key as the browser does (apps/web's outbox), with the
 * same WebCrypto calls: ECDH P-256 with a fresh key, HKDF-SHA-256, AES-256-GCM.
 */
export async function sealLikeTheBrowser(key: SealingKey, value: unknown): Promise<SealedEnvelope> {
  const server = await subtle.importKey(
    'raw',
    Buffer.from(key.publicKey, 'base64url'),
    { name: 'ECDH', namedCurve: SEALING.curve },
    false,
    [],
  );
  const ephemeral = await subtle.generateKey({ name: 'ECDH', namedCurve: SEALING.curve }, true, [
    'deriveBits',
  ]);
  const shared = await subtle.deriveBits(
    { name: 'ECDH', public: server },
    ephemeral.privateKey,
    256,
  );
  const epk = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aes = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epk, info: new TextEncoder().encode(SEALING.hkdfInfo) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ct = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return {
    v: SEALING.version,
    kid: key.id,
    epk: Buffer.from(epk).toString('base64url'),
    iv: Buffer.from(iv).toString('base64url'),
    ct: Buffer.from(ct).toString('base64url'),
  };
}
