import { ADMIN_PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@prca/core';

export type AccountFieldError = 'usernameInvalid' | 'passwordTooShort' | null;

export function usernameProblem(username: string): AccountFieldError {
  return USERNAME_PATTERN.test(username.trim()) ? null : 'usernameInvalid';
}

export function passwordProblem(password: string): AccountFieldError {
  return password.length >= ADMIN_PASSWORD_MIN_LENGTH ? null : 'passwordTooShort';
}
