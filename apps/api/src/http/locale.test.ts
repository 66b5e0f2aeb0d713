import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';

describe('the language of a request', () => {
  it.each([
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'vi'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,vi;q=0.5,en;q=0.4', 'vi'],
    ['en;q=0.2,vi;q=0.9', 'vi'],
    ['VI', 'vi'],
    ['vi;q=0,en;q=0.1', 'en'],
    ['fr, de', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Language %j speaks %j', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
