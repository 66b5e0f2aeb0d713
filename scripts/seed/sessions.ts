import { QUESTION_COUNT } from '@prca/core';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './calendar';
import type { Random } from './random';
import type { SessionRow } from './respondent';

/**
 * Where people give up, as [furthest question, weight]: many on the demographics pages
 * (question 0), then fewer at each question, as those still answering are the committed ones.
 */
const DROP_OFF = Array.from(
  { length: QUESTION_COUNT },
  (_, question) => [question, question === 0 ? 4 : 1.6 * Math.pow(0.92, question)] as const,
);

/** Seconds spent per question before leaving, roughly what reading one item takes. */
const SECONDS_PER_QUESTION = [8, 40] as const;

/** A session begun at `began` and left unfinished; its last activity is over a day ago. */
export function abandonedSession(random: Random, began: number, now: number): SessionRow {
  const furthest = random.weighted(DROP_OFF);
  const spent =
    random.int(MINUTE_MS, 3 * MINUTE_MS) +
    furthest * random.int(SECONDS_PER_QUESTION[0], SECONDS_PER_QUESTION[1]) * 1000;
  // Abandoned means no activity for more than 24 hours; recent ones move back a little.
  const latestStart = now - DAY_MS - spent;
  const startedAt = began <= latestStart ? began : latestStart - random.int(1, 48) * HOUR_MS;
  return {
    id: random.uuid(),
    started_at: new Date(startedAt).toISOString(),
    last_activity_at: new Date(startedAt + spent).toISOString(),
    furthest_question: furthest,
    completed_at: null,
    locale: random.chance(0.86) ? 'vi' : 'en',
  };
}

/** A session someone is answering right now (started within the last half hour). */
export function inProgressSession(random: Random, now: number): SessionRow {
  const startedAt = now - random.int(MINUTE_MS, 30 * MINUTE_MS);
  const furthest = random.int(0, QUESTION_COUNT - 1);
  const lastActivity = Math.min(now, startedAt + (furthest + 1) * random.int(10, 30) * 1000);
  return {
    id: random.uuid(),
    started_at: new Date(startedAt).toISOString(),
    last_activity_at: new Date(lastActivity).toISOString(),
    furthest_question: furthest,
    completed_at: null,
    locale: random.chance(0.86) ? 'vi' : 'en',
  };
}

/** How many of the extra (unfinished) sessions are still in progress: a handful. */
export function inProgressCount(extra: number): number {
  return Math.min(extra, Math.max(3, Math.round(extra * 0.002)));
}
