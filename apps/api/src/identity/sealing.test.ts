import { SEALING, type SealedEnvelope } from '@prca/core';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UnsealError, createSealing } from './sealing';

const subtle = webcrypto.subtle;

/** Seals as the browser does (apps/web's outbox), with the same WebCrypto calls. */
async function sealLikeTheBrowser(
  key: { id: string; publicKey: string },
  value: unknown,
): Promise<SealedEnvelope> {
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

describe('sealed submissions', () => {
  const sealing = createSealing('a-secret-of-at-least-thirty-two-characters!');

  it('opens what the browser sealed to its public key', async () => {
    const payload = { responses: { question1: 3 }, email: 'an@example.org' };
    const envelope = await sealLikeTheBrowser(sealing.publicKey, payload);
    expect(sealing.unseal(envelope)).toEqual(payload);
  });

  it('is the same key on every instance with the same secret, another with another', () => {
    const again = createSealing('a-secret-of-at-least-thirty-two-characters!');
    const other = createSealing('another-secret-of-at-least-thirty-two-chars');
    expect(again.publicKey).toEqual(sealing.publicKey);
    expect(other.publicKey.id).not.toBe(sealing.publicKey.id);
  });

  it('refuses a changed ciphertext, another key and garbage', async () => {
    const envelope = await sealLikeTheBrowser(sealing.publicKey, { a: 1 });
    const bytes = Buffer.from(envelope.ct, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => sealing.unseal({ ...envelope, ct: bytes.toString('base64url') })).toThrow(
      UnsealError,
    );
    expect(() => sealing.unseal({ ...envelope, kid: '0123456789abcdef' })).toThrow(UnsealError);
    expect(() => sealing.unseal({ ...envelope, epk: 'AAAA' })).toThrow(UnsealError);
  });
});
