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

  it("keeps the specification's Vietnamese for the question and submit rules", () => {
    expect(validationMessage('question.answerRequired', 'vi')).toBe(
      'Vui lòng chọn một đáp án trước khi tiếp tục.',
    );
    expect(validationMessage('question.answerInvalid', 'vi')).toBe(
      'Vui lòng chọn một đáp án hợp lệ (1-5).',
    );
    expect(validationMessage('submit.answersIncomplete', 'vi')).toBe(
      'Vui lòng trả lời tất cả các câu hỏi trước khi nộp bài.',
    );
    expect(validationMessage('submit.demographicsMissing', 'vi')).toBe(
      'Bạn chưa trả lời hết phần A (thông tin về bạn). Vui lòng hoàn thành phần này trước khi nộp bài.',
    );
    expect(validationMessage('submit.failed', 'vi')).toBe(
      'Không thể nộp bài đánh giá. Vui lòng thử lại.',
    );
    expect(validationMessage('admin.credentialsRequired', 'en')).toBe(
      'Please enter both username and password',
    );
  });

  it('returns an unknown key unchanged', () => {
    expect(validationMessage('no.such.key', 'vi')).toBe('no.such.key');
  });
});
