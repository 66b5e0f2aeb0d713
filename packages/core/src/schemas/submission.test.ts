import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { emailSchema } from './submission';

describe('the e-mail entry', () => {
  it.each([
    ['  Student@Example.EDU.VN ', 'student@example.edu.vn'],
    ['a.b+c@truong-thpt.vn', 'a.b+c@truong-thpt.vn'],
  ])('accepts %j as %j', (input, expected) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'email.required'],
    ['   ', 'email.required'],
    [undefined, 'email.required'],
    ['student', 'email.invalid'],
    ['student@', 'email.invalid'],
    ['@example.com', 'email.invalid'],
    ['two@@example.com', 'email.invalid'],
    [`${'a'.repeat(250)}@example.com`, 'email.invalid'],
    [42, 'email.invalid'],
  ])('rejects %j with %s', (input, key) => {
    const result = emailSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it('says so in the words of the specification', () => {
    expect(VALIDATION_MESSAGES['email.required'].vi).toBe('Vui lòng nhập địa chỉ email.');
    expect(VALIDATION_MESSAGES['email.invalid'].vi).toBe('Vui lòng nhập địa chỉ email hợp lệ.');
  });
});
