import {
  ITEMS,
  MAX_ANSWER,
  MIN_ANSWER,
  type Gender,
  type Grade,
  type ParticipationLevel,
} from '@prca/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { surveyResponses, surveySessions } from '../../src/db/schema';
import type { TestApp } from './app';
import { scoredColumns } from './response-sheets';

export interface ResponseSpec {
  /** Raw answers 1-5 in question order. */
  answers: readonly number[];
  grade?: Grade;
  gender?: Gender;
  participation?: ParticipationLevel;
  createdAt?: Date;
  /** The survey session the response completed, and when that session started. */
  sessionId?: string;
  startedAt?: Date;
}

/** Raw answers from oriented values (minus-keyed items stored as 6 − value). */
export function rawFromOriented(oriented: readonly number[]): number[] {
  return oriented.map((value, index) =>
    ITEMS[index]!.key === 'plus' ? value : MIN_ANSWER + MAX_ANSWER - value,
  );
}

/** Raw answers whose four subscores (6-30 each, in category order) are the ones given. */
export function answersWithSubscores(subscores: readonly [number, number, number, number]) {
  const oriented = subscores.flatMap((subscore) => {
    // Six items from 1 upwards, each at most 5, adding up to the subscore.
    let rest = subscore - 6;
    return Array.from({ length: 6 }, () => {
      const extra = Math.min(4, rest);
      rest -= extra;
      return 1 + extra;
    });
  });
  return rawFromOriented(oriented);
}

/** Stores responses directly, scored by core, in multi-row inserts. */
export async function insertResponses(db: Database, specs: readonly ResponseSpec[]) {
  const rows = specs.map((spec) => ({
    grade: spec.grade ?? 'grade10',
    gender: spec.gender ?? 'female',
    participation: spec.participation ?? 'sometimes',
    awareness: 'familiar',
    causes: ['fear_of_judgment'],
    impactLevel: 'mild_impact',
    ...scoredColumns(spec.answers),
    ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    sessionId: spec.sessionId ?? null,
    startedAt: spec.startedAt ?? null,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await db.insert(surveyResponses).values(rows.slice(start, start + 100));
  }
}

export async function clearSurveyData(db: Database): Promise<void> {
  await db.delete(surveyResponses);
  await db.delete(surveySessions);
}

/** GET as a signed-in admin; the reply's status and body. */
export async function getAsAdmin(
  t: TestApp,
  token: string,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

/** The stored row of the response `id`, as the database holds it (undefined if there is none). */
export async function storedResponse(db: Database, id: string) {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
  return row;
}
