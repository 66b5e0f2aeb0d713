import { z } from 'zod';
import { QUESTION_COUNT } from '../instrument/items';
import { classCodeInputSchema } from './submission';

/**
 * POST /api/surveys/sessions. A browser-made id lets a start sent twice count once; a class
 * code counts the session for that class.
 */
export const startSessionSchema = z.object({
  id: z.uuid({ error: 'submit.invalidId' }).optional(),
  classCode: classCodeInputSchema.optional(),
});

/** PATCH /api/surveys/sessions/{id}: the furthest question the respondent has reached. */
export const sessionProgressSchema = z.object({
  furthestQuestion: z
    .number({ error: 'session.invalidProgress' })
    .int({ error: 'session.invalidProgress' })
    .min(0, { error: 'session.invalidProgress' })
    .max(QUESTION_COUNT, { error: 'session.invalidProgress' }),
});

/**
 * How long a survey session may run: a browser's start time is trusted only this far back, so a
 * completion time longer than this cannot be right.
 */
export const SURVEY_SESSION_WINDOW_DAYS = 30;

export const surveySessionSchema = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime({ offset: true }),
  furthestQuestion: z.number().int(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});

export type StartSession = z.input<typeof startSessionSchema>;
export type SessionProgress = z.input<typeof sessionProgressSchema>;
export type SurveySession = z.output<typeof surveySessionSchema>;
