import { randomInt } from 'node:crypto';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, classCodeCheckSymbol } from '@prca/core';

/**
 * A new class code: six symbols drawn with the operating system's cryptographic randomness
 * (so that knowing one class's code tells nothing of another's) and core's check symbol.
 */
export function newClassCode(): string {
  let payload = '';
  for (let i = 0; i < CLASS_CODE_LENGTH - 1; i++) {
    payload += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  }
  return payload + classCodeCheckSymbol(payload);
}
