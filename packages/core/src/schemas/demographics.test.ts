import { describe, expect, it } from 'vitest';
import { validationMessage } from '../messages/validation';
import { demographicsSchema, partASchema, partBSchema } from './demographics';

/** The message keys of a failed parse, in order. */
function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('part A of the survey', () => {
  it('accepts a complete part A', () => {
    expect(partASchema.parse({ grade: 'grade12', gender: 'male', participation: 'never' })).toEqual(
      { grade: 'grade12', gender: 'male', participation: 'never' },
    );
  });

  it.each([
    {},
    { grade: 'grade10', gender: 'female' },
    { grade: 'grade9', gender: 'female', participation: 'rarely' },
    { grade: 'grade10', gender: '', participation: 'rarely' },
  ])('asks for every part A answer when given %j', (input) => {
    const messages = messagesOf(partASchema.safeParse(input));
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set(['partA.incomplete']));
    expect(validationMessage(messages[0]!, 'vi')).toBe(
      'Vui lòng trả lời tất cả các câu hỏi trong phần A trước khi tiếp tục.',
    );
  });
});

describe('part B of the survey', () => {
  const complete = {
    awareness: 'familiar',
    causes: ['no_need', 'other'],
    causesOtherText: '  Em ngại nói trước lớp  ',
    impact_level: 'severe_impact',
  };

  it('accepts a complete part B, trimming the "other" text', () => {
    expect(partBSchema.parse(complete)).toEqual({
      ...complete,
      causesOtherText: 'Em ngại nói trước lớp',
    });
  });

  it('treats causes as toggles: a cause chosen twice counts once', () => {
    expect(partBSchema.parse({ ...complete, causes: ['no_need', 'no_need'] }).causes).toEqual([
      'no_need',
    ]);
  });

  it.each([
    [{ ...complete, awareness: undefined }, 'partB.awarenessRequired'],
    [{ ...complete, causes: [] }, 'partB.causesRequired'],
    [{ ...complete, causes: undefined }, 'partB.causesRequired'],
    [{ ...complete, impact_level: undefined }, 'partB.impactRequired'],
    [{ ...complete, causesOtherText: '   ' }, 'partB.otherTextRequired'],
    [{ ...complete, causesOtherText: undefined }, 'partB.otherTextRequired'],
    [{ ...complete, causesOtherText: 'x'.repeat(1001) }, 'partB.otherTextTooLong'],
    [{ ...complete, causes: ['bad_cause'] }, 'partB.incomplete'],
  ])('rejects %j with %s', (input, key) => {
    expect(messagesOf(partBSchema.safeParse(input))).toContain(key);
  });

  it.each([
    [
      'partB.awarenessRequired',
      'vi',
      'Vui lòng cho biết bạn đã từng nghe về lo sợ giao tiếp chưa.',
    ],
    ['partB.causesRequired', 'vi', 'Vui lòng chọn ít nhất một nguyên nhân gây lo sợ giao tiếp.'],
    ['partB.impactRequired', 'vi', 'Vui lòng đánh giá mức độ ảnh hưởng của lo sợ giao tiếp.'],
    ['partB.otherTextRequired', 'vi', 'Bạn đã chọn “Khác”, vui lòng nhập nội dung cụ thể.'],
    ['partB.incomplete', 'vi', 'Vui lòng trả lời tất cả các câu hỏi trong phần B.'],
  ] as const)('has the exact message of the specification for %s (%s)', (key, locale, text) => {
    expect(validationMessage(key, locale)).toBe(text);
  });
});

describe('all demographics at submission', () => {
  it('drops an "other" text when "other" is not chosen', () => {
    const parsed = demographicsSchema.parse({
      grade: 'grade10',
      gender: 'other',
      participation: 'frequently',
      awareness: 'unfamiliar',
      causes: ['academic_pressure'],
      causesOtherText: 'left over from an earlier choice',
      impact_level: 'no_impact',
    });
    expect(parsed).not.toHaveProperty('causesOtherText');
  });
});
