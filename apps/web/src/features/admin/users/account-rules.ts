import { ADMIN_PASSWORD_MIN_LENGTH } from '@prca/core';

/** adminCreateSchema's rule, checked before the server is asked. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,64}$/;

export type AccountFieldError = 'usernameInvalid' | 'passwordTooShort' | null;

export function usernameProblem(username: string): AccountFieldError {
  return USERNAME_PATTERN.test(username.trim()) ? null : 'usernameInvalid';
}

export function passwordProblem(password: string): AccountFieldError {
  return password.length >= ADMIN_PASSWORD_MIN_LENGTH ? null : 'passwordTooShort';
}
