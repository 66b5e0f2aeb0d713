import type { AdminSettings } from '@prca/core';
import {
  APP_PORT,
  LAB_IDLE_SECONDS,
  LINKING_APP_URL,
  SETTINGS_APP_URL,
  SIGN_IN_APP_URL,
} from './sign-in-servers';

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

async function configure(baseUrl: string, settings: Partial<AdminSettings>): Promise<void> {
  const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`cannot sign in to ${baseUrl}: ${login.status}`);
  const { token } = (await login.json()).data as { token: string };
  const saved = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(settings),
  });
  if (!saved.ok) throw new Error(`cannot set up ${baseUrl}: ${saved.status} ${await saved.text()}`);
}

/**
 * Each app of e2e/sign-in-servers.ts as its specs expect it. Every app keeps the open survey
 * (`classCodeRequired: false`): the specs that add classes would otherwise make a class code
 * required for every other spec's survey (its API tests cover the default).
 */
export default async function setUpApps(): Promise<void> {
  // Side by side: each sign-in checks a password with argon2id (64 MiB), each in its own server.
  await Promise.all([
    configure(`http://127.0.0.1:${APP_PORT}`, {
      classCodeRequired: false,
      labResultsIdleSeconds: LAB_IDLE_SECONDS.results,
      labSurveyIdleSeconds: LAB_IDLE_SECONDS.survey,
    }),
    configure(SIGN_IN_APP_URL, { classCodeRequired: false, respondentIdentity: 'email' }),
    configure(SETTINGS_APP_URL, { classCodeRequired: false }),
    configure(LINKING_APP_URL, { classCodeRequired: false, linkWaves: true }),
  ]);
}
