import { describe, expect, it } from 'vitest';
import { sealLikeTheBrowser } from '../../test/support/sealing';
import { UnsealError, createSealing } from './sealing';

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
