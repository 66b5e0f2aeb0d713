import { describe, expect, it } from 'vitest';
import { parentalConsentInEffect } from './parental-consent';

describe("parents' consent in effect for a class", () => {
  it("is the class's own value where it has one, whatever the study says", () => {
    expect(parentalConsentInEffect(false, true)).toEqual({
      collected: false,
      recordedFor: 'class',
    });
    expect(parentalConsentInEffect(true, null)).toEqual({ collected: true, recordedFor: 'class' });
  });

  it("is the study's where the class has none, and not recorded where neither has", () => {
    expect(parentalConsentInEffect(null, false)).toEqual({
      collected: false,
      recordedFor: 'study',
    });
    expect(parentalConsentInEffect(null, null)).toEqual({ collected: null, recordedFor: null });
  });
});
