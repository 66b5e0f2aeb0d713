import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS } from './categories';
import { ITEMS, QUESTION_COUNT } from './items';
import { ANSWER_OPTIONS, ANSWER_VALUES } from './options';

// Letters only Vietnamese uses among Latin scripts (đ and the tone or vowel marks).
const VIETNAMESE = /[đĐăâêôơưÀ-ỹ]/u;

describe('PRCA-24 items', () => {
  it('has 24 items with ids 1 to 24 in order', () => {
    expect(QUESTION_COUNT).toBe(24);
    expect(ITEMS.map((item) => item.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('puts six consecutive items in each context', () => {
    const itemsInCategory = (category: string) =>
      ITEMS.filter((candidate) => candidate.category === category);
    expect(itemsInCategory('groupDiscussion').map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(itemsInCategory('meetings').map((item) => item.id)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(itemsInCategory('interpersonal').map((item) => item.id)).toEqual([
      13, 14, 15, 16, 17, 18,
    ]);
    expect(itemsInCategory('publicSpeaking').map((item) => item.id)).toEqual([
      19, 20, 21, 22, 23, 24,
    ]);
  });

  it('keys the items exactly as SPEC.md section 9', () => {
    const ids = (key: 'plus' | 'minus') =>
      ITEMS.filter((item) => item.key === key).map((item) => item.id);
    expect(ids('plus')).toEqual([2, 4, 6, 8, 9, 12, 14, 16, 17, 19, 21, 23]);
    expect(ids('minus')).toEqual([1, 3, 5, 7, 10, 11, 13, 15, 18, 20, 22, 24]);
  });

  it('keeps the published English wording at both ends', () => {
    expect(ITEMS[0]?.text.en).toBe('I dislike participating in group discussions.');
    expect(ITEMS[23]?.text.en).toBe(
      'While giving a speech, I get so nervous I forget facts I really know.',
    );
  });

  it('has every text and context in both languages, the Vietnamese accented', () => {
    for (const item of ITEMS) {
      for (const text of [item.text, item.context]) {
        expect(text, `item ${item.id}`).toBeDefined();
        expect(text?.en.trim(), `item ${item.id}`).not.toBe('');
        expect(text?.vi.trim(), `item ${item.id}`).not.toBe('');
        expect(text?.vi, `item ${item.id}`).toMatch(VIETNAMESE);
      }
    }
    expect(new Set(ITEMS.map((item) => item.text.vi)).size).toBe(24);
    expect(new Set(ITEMS.map((item) => item.text.en)).size).toBe(24);
  });
});

describe('categories and answer options', () => {
  it('labels every category in both languages', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_LABELS[category].en).not.toBe('');
      expect(CATEGORY_LABELS[category].vi).toMatch(VIETNAMESE);
    }
  });

  it('offers 1 strongly agree to 5 strongly disagree', () => {
    expect(ANSWER_OPTIONS.map((option) => option.value)).toEqual([...ANSWER_VALUES]);
    expect(ANSWER_OPTIONS[0]?.label.en).toBe('Strongly agree');
    expect(ANSWER_OPTIONS[4]?.label.en).toBe('Strongly disagree');
    for (const option of ANSWER_OPTIONS) expect(option.label.vi).toMatch(VIETNAMESE);
  });
});
