import {
  CLASS_CODE_ALPHABET,
  ROLE_PERMISSIONS,
  classCodeCheckSymbol,
  type AdminScope,
  type Grade,
  type Role,
} from '@prca/core';
import { argon2id, hash } from 'argon2';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { TEST_IDENTITY_SECRET } from '../../src/config';
import type { Database } from '../../src/db/client';
import {
  admins,
  classes,
  schools,
  sessions,
  settings,
  surveyResponses,
  users,
  waves,
} from '../../src/db/schema';
import { createIdentityHasher } from '../../src/identity/hasher';
import { hashToken, newToken } from '../../src/modules/auth/tokens';
import { loginAs } from '../support/admins';
import { signedInRespondent } from '../support/signed-in';
import { validSubmission } from '../support/submissions';
import type { KnownValues } from './arbitrary-from-schema';

const PASSWORD = 'fuzz password 123';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Fixture admins get a cheap argon2id hash (login reads the cost from the hash), so that logins
 * and re-created accounts cost milliseconds; the app's own hashing is unchanged.
 */
const cheapHash = hash(PASSWORD, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });

async function insertAdmin(
  db: Database,
  id: string,
  username: string,
  role: Role,
  scope: AdminScope | null = null,
) {
  await db
    .insert(admins)
    .values({
      id,
      username,
      role,
      passwordHash: await cheapHash,
      permissions: [...ROLE_PERMISSIONS[role]],
      scope,
    })
    .onConflictDoNothing();
}

async function insertSession(
  db: Database,
  owner: { adminId: string } | { userId: string },
  expiresAt = new Date(Date.now() + 12 * HOUR_MS),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'adminId' in owner ? 'admin' : 'user',
    ...owner,
    expiresAt,
  });
  return token;
}

/** The bearer tokens a generated request can carry. */
export interface FuzzTokens {
  superadmin: string;
  /** An admin with only view_analytics: 403 on most admin routes. */
  viewer: string;
  /** A counsellor limited to the world's school: 403 everywhere but its reports. */
  counsellor: string;
  /** A superadmin session past its expiry. */
  expiredAdmin: string;
  respondent: string;
}

/**
 * What the fuzzed app holds before each endpoint's run: admins (the acting superadmin, a viewer,
 * two accounts to change and delete), a signed-in respondent with a response, a guest's response
 * under an e-mail and key, an anonymous response, and two survey sessions. Requests draw on its
 * ids and secrets (`known`) so that they reach real rows.
 */
export interface FuzzWorld {
  tokens: FuzzTokens;
  ids: {
    superadmin: string;
    viewer: string;
    counsellor: string;
    targetAdmins: string[];
    responses: string[];
    surveySessions: string[];
    respondent: string;
    /** A school, a wave and an open class in them (the study's structure). */
    school: string;
    wave: string;
    class: string;
    /**
     * A second school, wave and class that no generated submission names (its code is not
     * known), so that deleting them is not refused for holding responses.
     */
    emptySchool: string;
    emptyWave: string;
    emptyClass: string;
  };
  /** The class's code, for the public lookup and submissions. */
  classCode: string;
  guest: { email: string; key: string };
  /** Credentials of an account kept for logins that must succeed. */
  login: { username: string; password: string };
  known: KnownValues;
  /** Puts back what accepted requests deleted or changed: rows, settings, sessions. */
  restore(): Promise<void>;
  /** Puts back deleted admins and responses only: cheap enough to run after every delete. */
  restoreDeleted(): Promise<void>;
  /** A fresh session of the acting superadmin or of the respondent, for logout to end. */
  throwawayToken(kind: 'admin' | 'respondent'): Promise<string>;
}

export async function createFuzzWorld(app: FastifyInstance, db: Database): Promise<FuzzWorld> {
  const ids = {
    superadmin: randomUUID(),
    viewer: randomUUID(),
    counsellor: randomUUID(),
    targetAdmins: [randomUUID(), randomUUID()],
    responses: [randomUUID(), randomUUID(), randomUUID()],
    surveySessions: [randomUUID(), randomUUID()],
    respondent: '',
    school: randomUUID(),
    wave: randomUUID(),
    class: randomUUID(),
    emptySchool: randomUUID(),
    emptyWave: randomUUID(),
    emptyClass: randomUUID(),
  };
  const payload = 'FUZZ23';
  const classCode = `${payload}${classCodeCheckSymbol(payload)}`;
  if (![...payload].every((symbol) => CLASS_CODE_ALPHABET.includes(symbol))) {
    throw new Error(`the fixture class code ${payload} uses a symbol codes never have`);
  }
  const guest = { email: 'lan.anh@truong.edu.vn', key: newToken() };

  await insertAdmin(db, ids.superadmin, 'fuzz-root', 'superadmin');
  await insertAdmin(db, ids.viewer, 'fuzz-viewer', 'viewer');
  await insertAdmin(db, ids.counsellor, 'fuzz-counsellor', 'counsellor', {
    schools: [ids.school],
    classes: [],
  });
  await insertAdmin(db, randomUUID(), 'fuzz-login', 'viewer');
  const respondentToken = await signedInRespondent(db, 'Nguyễn Thị Lan Anh');
  const [respondent] = await db.select({ id: users.id }).from(users);
  ids.respondent = respondent!.id;
  const tokens: FuzzTokens = {
    superadmin: await loginAs(app, 'fuzz-root', PASSWORD),
    viewer: await loginAs(app, 'fuzz-viewer', PASSWORD),
    counsellor: await loginAs(app, 'fuzz-counsellor', PASSWORD),
    expiredAdmin: await insertSession(
      db,
      { adminId: ids.superadmin },
      new Date(Date.now() - HOUR_MS),
    ),
    respondent: respondentToken,
  };

  const submissions = [
    { headers: { authorization: `Bearer ${respondentToken}` }, body: {} },
    { headers: {}, body: { email: guest.email, guestKey: guest.key } },
    { headers: {}, body: { locale: 'vi' } },
  ];

  /** A school, a wave and a class of both, written again where a step deleted them. */
  async function restoreClass(
    school: { id: string; name: string },
    wave: { id: string; name: string },
    schoolClass: { id: string; name: string; grade: Grade; code: string },
  ) {
    await db.insert(schools).values(school).onConflictDoNothing();
    await db.insert(waves).values(wave).onConflictDoNothing();
    await db
      .insert(classes)
      .values({ ...schoolClass, schoolId: school.id, waveId: wave.id })
      .onConflictDoNothing();
  }

  async function restoreDeleted() {
    await restoreClass(
      { id: ids.school, name: 'THPT Fuzz' },
      { id: ids.wave, name: 'Đợt fuzz' },
      { id: ids.class, name: '10A1', grade: 'grade10', code: classCode },
    );
    await restoreClass(
      { id: ids.emptySchool, name: 'THPT Trống' },
      { id: ids.emptyWave, name: 'Đợt trống' },
      {
        id: ids.emptyClass,
        name: '12C3',
        grade: 'grade12',
        code: `EMPTY2${classCodeCheckSymbol('EMPTY2')}`,
      },
    );
    await insertAdmin(db, ids.targetAdmins[0]!, 'fuzz-target-1', 'researcher');
    await insertAdmin(db, ids.targetAdmins[1]!, 'fuzz-target-2', 'superadmin');
    const present = await db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(inArray(surveyResponses.id, ids.responses));
    for (const [index, { headers, body }] of submissions.entries()) {
      if (present.some((row) => row.id === ids.responses[index])) continue;
      const response = await app.inject({
        method: 'POST',
        url: '/api/surveys',
        headers,
        payload: validSubmission({ id: ids.responses[index], ...body }),
      });
      if (response.statusCode >= 300) throw new Error(`fixture response: ${response.body}`);
    }
    // The guest's e-mail as `email` mode keeps it (the world's settings are a new
    // installation's, `anonymous`, which keeps none): the look-ups by e-mail reach a row.
    await db
      .update(surveyResponses)
      .set({ emailHash: createIdentityHasher(TEST_IDENTITY_SECRET).emailHash(guest.email) })
      .where(eq(surveyResponses.id, ids.responses[1]!));
  }

  async function restore() {
    await db.delete(settings);
    // The world's survey is open to anyone, as before a study had classes (issue 27 requires a
    // code once it has one): most fuzzed submissions and starts send none.
    await db.insert(settings).values({ key: 'classCodeRequired', value: false });
    await restoreDeleted();
    for (const id of ids.surveySessions) {
      await app.inject({ method: 'POST', url: '/api/surveys/sessions', payload: { id } });
    }
  }
  await restore();

  const known: KnownValues = {
    uuid: [
      ...ids.targetAdmins,
      ...ids.responses,
      ...ids.surveySessions,
      ids.respondent,
      ids.superadmin,
      ids.school,
      ids.wave,
      ids.class,
    ],
    email: [guest.email],
    string: [guest.key, 'fuzz-root', 'fuzz-target-1', PASSWORD, guest.email, classCode],
  };

  return {
    tokens,
    ids,
    classCode,
    guest,
    login: { username: 'fuzz-login', password: PASSWORD },
    known,
    restore,
    restoreDeleted,
    throwawayToken: (kind) =>
      kind === 'admin'
        ? insertSession(db, { adminId: ids.superadmin })
        : insertSession(db, { userId: ids.respondent }),
  };
}
