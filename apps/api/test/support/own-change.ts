import {
  reliableChangeDirection,
  smallestReliableChange,
  type ChangeAnalytics,
  type OwnChange,
} from '@prca/core';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { responsesFrom, validSubmission } from './submissions';

/*
 * A signed-in student's own change (issue 32), as the student's requests make and read it.
 */

/** The student of `token` submits `answers` in the class of `classCode`, with their link code. */
export async function submitAs(
  t: TestApp,
  token: string,
  classCode: string,
  answers: readonly number[],
  link?: object,
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/surveys',
    headers: { authorization: `Bearer ${token}` },
    payload: validSubmission({
      classCode,
      responses: responsesFrom(answers),
      ...(link ? { link } : {}),
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** GET /api/surveys/change as the student of `token`: their change, or null. */
export async function ownChange(t: TestApp, token: string): Promise<OwnChange> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/surveys/change',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/**
 * Each score of a student whose scores fell or stayed, judged against the SEM of the researchers'
 * change figures for the wave pair.
 */
export function expectJudgedBy(change: NonNullable<OwnChange>, figures: ChangeAnalytics): void {
  for (const own of change.scores) {
    const sem = figures.scores.find((figure) => figure.score === own.score)!.sem!;
    expect(own.reliableFrom, own.score).toBe(smallestReliableChange(sem));
    const direction = reliableChangeDirection(own.change, sem);
    expect(own.kind, own.score).toBe(
      own.change === 0 ? 'same' : direction === 'improved' ? 'lessBeyondError' : 'lessWithinError',
    );
  }
}
