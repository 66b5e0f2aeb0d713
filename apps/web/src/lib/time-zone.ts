import { createContext, useContext } from 'react';

/**
 * The time zone date-times are written in: the study's (ANALYTICS_TIME_ZONE, from the admin
 * sign-in) on the admin screens, so that a response reads the same date and time there as in
 * the CSV export; undefined elsewhere, where the reader's own clock is the one that matters.
 */
export const TimeZoneContext = createContext<string | undefined>(undefined);

export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
