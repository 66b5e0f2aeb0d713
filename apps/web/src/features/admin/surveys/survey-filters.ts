import {
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  TOTAL_LEVELS,
  type AdminSurveysFilters,
} from '@prca/core';

export const INTERPRETATIONS = TOTAL_LEVELS;

/** The responses list's filters, as the address bar keeps them (and the API reads them). */
export type SurveyFilters = AdminSurveysFilters;

export const CHOICE_FILTERS = {
  grade: GRADES,
  gender: GENDERS,
  participation: PARTICIPATION_LEVELS,
  interpretation: INTERPRETATIONS,
} as const;

export type ChoiceFilter = keyof typeof CHOICE_FILTERS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/** The filters of an address; anything malformed (a hand-edited link) is left out. */
export function filtersFromParams(params: URLSearchParams): SurveyFilters {
  const filters: SurveyFilters = {};
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && isDay(value)) filters[key] = value;
  }
  const grade = oneOf(GRADES, params.get('grade'));
  if (grade) filters.grade = grade;
  const gender = oneOf(GENDERS, params.get('gender'));
  if (gender) filters.gender = gender;
  const participation = oneOf(PARTICIPATION_LEVELS, params.get('participation'));
  if (participation) filters.participation = participation;
  const interpretation = oneOf(INTERPRETATIONS, params.get('interpretation'));
  if (interpretation) filters.interpretation = interpretation;
  const email = params.get('email')?.trim().slice(0, 254);
  if (email) filters.email = email;
  return filters;
}

/** The filters as query parameters, in a fixed order, leaving out those not set. */
export function filtersToParams(filters: SurveyFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keys = ['from', 'to', 'grade', 'gender', 'participation', 'interpretation', 'email'];
  for (const key of keys as (keyof SurveyFilters)[]) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** What the export can follow: every filter but the e-mail search. */
export function exportFilters({ email: _email, ...filters }: SurveyFilters): SurveyFilters {
  return filters;
}

/** A date range that ends before it starts matches nothing: said before asking the server. */
export function dateRangeIsReversed({ from, to }: SurveyFilters): boolean {
  return Boolean(from && to && from > to);
}
