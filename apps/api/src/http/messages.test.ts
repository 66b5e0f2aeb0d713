import { LOCALES, glossaryViolations } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, translate } from './messages';

const texts = Object.entries(API_MESSAGES).flatMap(([key, text]) =>
  LOCALES.map((language) => ({ where: `api:${key}`, language, text: text[language] })),
);

describe("the API's messages", () => {
  it('use only the glossary terms, the textbook tone marks and one language each', () => {
    expect(glossaryViolations(texts)).toEqual([]);
  });

  it('name roles by their translated names, never by their stored values', () => {
    expect(translate('admin.roleInvalid', 'vi')).toBe(
      'Vai trò phải là quản trị viên cấp cao, nghiên cứu viên, người xem hoặc tư vấn viên / giáo viên.',
    );
    expect(translate('admin.lastSuperadmin', 'en')).not.toMatch(/superadmin/);
  });
});
