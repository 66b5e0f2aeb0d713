import { SEALING, sealedEnvelopeSchema } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { seal } from './seal';

const { subtle } = globalThis.crypto;

const fromBase64url = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));

/** The server's side (apps/api/src/identity/sealing.ts), with WebCrypto: a key pair and unseal. */
async function serverKey() {
  const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: SEALING.curve }, true, [
    'deriveBits',
  ]);
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  const key = { id: '0123456789abcdef', publicKey: Buffer.from(raw).toString('base64url') };
  async function unseal(envelope: Awaited<ReturnType<typeof seal>>): Promise<unknown> {
    const epk = fromBase64url(envelope.epk);
    const theirs = await subtle.importKey(
      'raw',
      epk,
      { name: 'ECDH', namedCurve: SEALING.curve },
      false,
      [],
    );
    const shared = await subtle.deriveBits({ name: 'ECDH', public: theirs }, pair.privateKey, 256);
    const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
    const aes = await subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: epk,
        info: new TextEncoder().encode(SEALING.hkdfInfo),
      },
      hkdf,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(envelope.iv) },
      aes,
      fromBase64url(envelope.ct),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  }
  return { key, unseal };
}

describe('sealing a waiting submission', () => {
  const body = { responses: { question1: 3 }, email: 'lan@example.edu.vn', locale: 'vi' };

  it('makes an envelope of core’s contract that only the server’s key opens', async () => {
    const server = await serverKey();
    const envelope = await seal(server.key, body);
    expect(sealedEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelope.kid).toBe(server.key.id);
    expect(fromBase64url(envelope.iv)).toHaveLength(12);
    expect(JSON.stringify(envelope)).not.toContain('lan@example.edu.vn');
    expect(await server.unseal(envelope)).toEqual(body);

    const other = await serverKey();
    await expect(other.unseal(envelope)).rejects.toThrow();
  });

  it('seals the same body differently each time (a fresh key and IV per submission)', async () => {
    const server = await serverKey();
    const [first, second] = [await seal(server.key, body), await seal(server.key, body)];
    expect(first.epk).not.toBe(second.epk);
    expect(first.ct).not.toBe(second.ct);
  });
});
