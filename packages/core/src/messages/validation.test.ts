import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validationMessage } from './validation';

describe('validation messages', () => {
  it('exist in English and Vietnamese for every key, and differ between them', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.vi.trim(), key).not.toBe('');
      // Vietnamese text carries diacritics; an English copy in the vi slot would not.
      expect(text.vi, key).toMatch(
        /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i,
      );
    }
  });

  it.each([
    ['question.answerRequired', 'vi', 'Vui lòng chọn một đáp án trước khi tiếp tục.'],
    ['question.answerInvalid', 'vi', 'Vui lòng chọn một đáp án hợp lệ (1-5).'],
    ['submit.answersIncomplete', 'vi', 'Vui lòng trả lời tất cả các câu hỏi trước khi nộp bài.'],
    [
      'submit.demographicsMissing',
      'vi',
      'Bạn chưa trả lời hết phần A (thông tin về bạn). Vui lòng hoàn thành phần này trước khi nộp bài.',
    ],
    ['submit.failed', 'vi', 'Không thể nộp bài đánh giá. Vui lòng thử lại.'],
    ['admin.credentialsRequired', 'en', 'Please enter both username and password'],
  ] as const)("keeps the specification's wording for %s (%s)", (key, locale, text) => {
    expect(validationMessage(key, locale)).toBe(text);
  });

  it('returns an unknown key unchanged', () => {
    expect(validationMessage('no.such.key', 'vi')).toBe('no.such.key');
  });
});
