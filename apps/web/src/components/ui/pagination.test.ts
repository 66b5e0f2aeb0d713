import { describe, expect, it } from 'vitest';
import { pageFromParams } from './pagination';

describe('pageFromParams', () => {
  it.each([
    ['page=4', 4],
    ['', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('%s gives page %i', (query, page) => {
    expect(pageFromParams(new URLSearchParams(query))).toBe(page);
  });
});
