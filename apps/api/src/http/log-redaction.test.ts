import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('addresses in request logs', () => {
  it.each([
    ['/auth/callback?token=abcDEF123_-', '/auth/callback?token=[redacted]'],
    [
      '/api/auth/google/callback?code=xyz&state=s1&iss=http%3A%2F%2Fp',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fp',
    ],
    ['/api/surveys/by-email/lan%40example.com?page=2', '/api/surveys/by-email/[redacted]?page=2'],
    ['/api/analytics/summary?email=lan@example.com', '/api/analytics/summary?email=[redacted]'],
    [
      '/api/surveys/6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
      '/api/surveys/6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
    ],
    ['/api/surveys/lan%40example.com', '/api/surveys/[redacted]'],
    ['/api/surveys/by-email/lan@example.com/more', '/api/surveys/by-email/[redacted]/more'],
    ['/api/admin/surveys?mail=Lan@Example.com&page=2', '/api/admin/surveys?mail=[redacted]&page=2'],
    ['/api/x?q=a%2Bb%40c.vn#top', '/api/x?q=[redacted]#top'],
    // Class codes (issue 29): the public lookup, the student's page, any class parameter.
    ['/api/classes/NHEAJF7', '/api/classes/[redacted]'],
    ['/api/classes/nheaj-f7%20?lang=vi', '/api/classes/[redacted]?lang=vi'],
    ['/API/Classes/NHEAJF7/', '/API/Classes/[redacted]/'],
    ['/survey?class=NHEAJF7', '/survey?class=[redacted]'],
    ['/survey?lang=vi&class=NHEAJF7&lab=1', '/survey?lang=vi&class=[redacted]&lab=1'],
    ['/survey?CLASS=nheajf7#start', '/survey?CLASS=[redacted]#start'],
    ['/anything?classCode=NHEAJF7', '/anything?classCode=[redacted]'],
    ['/survey?class=', '/survey?class=[redacted]'],
    // An admin filter's class ids are no codes, and stay for debugging.
    [
      '/api/admin/classes/6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
      '/api/admin/classes/6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
    ],
    [
      '/api/admin/analytics/overview?class=6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f,7f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
      '/api/admin/analytics/overview?class=6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f,7f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f',
    ],
    [
      '/api/admin/analytics/overview?class=6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f,NHEAJF7',
      '/api/admin/analytics/overview?class=[redacted]',
    ],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
