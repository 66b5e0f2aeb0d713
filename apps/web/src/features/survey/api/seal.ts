import { SEALING, type SealedEnvelope, type SealingKey } from '@prca/core';

/*
 * Sealing a waiting submission to the server's public key (issue 27), so that nobody who sits
 * at this browser later can read it, even with the developer tools: ECDH P-256 with a fresh key
 * per submission, HKDF-SHA-256 (salt: the fresh public key, info: SEALING.hkdfInfo), AES-256-GCM
 * with a 12-byte IV. The server's tests seal with this very function (apps/api/test/support/).
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (symbol) => symbol.charCodeAt(0));
}

/** Whether this browser can seal (WebCrypto exists only on secure pages and localhost). */
export function canSeal(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

export async function seal(key: SealingKey, value: unknown): Promise<SealedEnvelope> {
  const { subtle } = crypto;
  const algorithm = { name: 'ECDH', namedCurve: SEALING.curve };
  const server = await subtle.importKey('raw', fromBase64url(key.publicKey), algorithm, false, []);
  const ephemeral = await subtle.generateKey(algorithm, true, ['deriveBits']);
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
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return {
    v: SEALING.version,
    kid: key.id,
    epk: base64url(epk),
    iv: base64url(iv),
    ct: base64url(new Uint8Array(ct)),
  };
}
