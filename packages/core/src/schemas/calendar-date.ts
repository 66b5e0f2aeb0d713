import { z } from 'zod';
import { isCountableDay } from './storable';

/*
 * The one rule for a date a request may carry (issue 29): a wave's opening and closing days, the
 * filter set's from/to, the trends' startDate/endDate, a browser's start time. zod's ISO formats
 * take year 0 and days PostgreSQL refuses or JavaScript and the time-zone arithmetic cannot
 * count, which answered 500; this answers 400 naming the field.
 */

/** The first and last days a request may name (isCountableDay). */
export const EARLIEST_DAY = '1000-01-01';
export const LATEST_DAY = '9998-12-31';

/**
 * A day written YYYY-MM-DD that the calendar has (no 2025-02-30) and that both databases and the
 * study's time-zone arithmetic handle: from EARLIEST_DAY to LATEST_DAY. `error` is the message
 * key of the request it is part of.
 */
export const calendarDate = (error: string) =>
  z.iso
    .date({ error })
    .refine(isCountableDay, { error })
    .meta({ description: `A day written YYYY-MM-DD, from ${EARLIEST_DAY} to ${LATEST_DAY}.` });

/** An ISO date-time with an offset whose day is within the same range. */
export const calendarInstant = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((value) => isCountableDay(value.slice(0, 10)), { error });
