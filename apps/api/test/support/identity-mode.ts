import type { RespondentIdentity } from '@prca/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createAdmin, loginAs } from './admins';

const SUPERADMIN = { username: 'identity-mode-superadmin', password: 'identity mode password' };
const tokens = new WeakMap<FastifyInstance, string>();

/**
 * Sets `respondentIdentity` as a superadmin does (PUT /api/admin/settings), so that the app's
 * own copy of the settings follows at once. A new installation is `anonymous` (issue 27): a test
 * that needs a guest's e-mail hash stored asks for `email` first.
 */
export async function setRespondentIdentity(
  t: { app: FastifyInstance; database: { db: Database } },
  mode: RespondentIdentity,
): Promise<void> {
  let token = tokens.get(t.app);
  if (!token) {
    await createAdmin(t.database.db, { ...SUPERADMIN, role: 'superadmin' });
    token = await loginAs(t.app, SUPERADMIN.username, SUPERADMIN.password);
    tokens.set(t.app, token);
  }
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { authorization: `Bearer ${token}` },
    payload: { respondentIdentity: mode },
  });
  if (response.statusCode !== 200) {
    throw new Error(`setting respondentIdentity to ${mode} failed: ${response.body}`);
  }
}
