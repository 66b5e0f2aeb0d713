import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  classCodeCheckSymbol,
  isWellFormedClassCode,
  normaliseClassCode,
} from './study';

const withCheck = (payload: string) => payload + classCodeCheckSymbol(payload);

describe('class codes', () => {
  it('leave out the symbols read or typed as one another', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L']) {
      expect(CLASS_CODE_ALPHABET).not.toContain(confusable);
    }
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(31);
  });

  it('accept a code whose last symbol checks the six before it', () => {
    const code = withCheck('7KQ2MX');
    expect(code).toHaveLength(CLASS_CODE_LENGTH);
    expect(isWellFormedClassCode(code)).toBe(true);
  });

  it('refuse every single mistyped symbol and every swap of two different symbols', () => {
    const payloads = ['7KQ2MX', 'ABCDEF', '222222', 'ZZZZZZ', 'H3N9P4'];
    for (const payload of payloads) {
      const code = withCheck(payload);
      for (let position = 0; position < code.length; position++) {
        for (const symbol of CLASS_CODE_ALPHABET) {
          if (symbol === code[position]) continue;
          const typo = code.slice(0, position) + symbol + code.slice(position + 1);
          expect(isWellFormedClassCode(typo), typo).toBe(false);
        }
      }
      for (let first = 0; first < code.length; first++) {
        for (let second = first + 1; second < code.length; second++) {
          if (code[first] === code[second]) continue;
          const symbols = [...code];
          [symbols[first], symbols[second]] = [symbols[second]!, symbols[first]!];
          expect(isWellFormedClassCode(symbols.join('')), symbols.join('')).toBe(false);
        }
      }
    }
  });

  it('refuse a wrong length or a symbol outside the alphabet', () => {
    const code = withCheck('7KQ2MX');
    expect(isWellFormedClassCode(code.slice(1))).toBe(false);
    expect(isWellFormedClassCode(`${code}2`)).toBe(false);
    expect(isWellFormedClassCode(code.replace('7', '0'))).toBe(false);
  });

  it('read what a person types: any case, spaces and dashes', () => {
    expect(normaliseClassCode(' 7kq-2mx 5 ')).toBe('7KQ2MX5');
  });
});
