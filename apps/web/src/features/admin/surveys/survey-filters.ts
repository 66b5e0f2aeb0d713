import {
  QUALITY_FLAG_KINDS,
  TOTAL_LEVELS,
  filtersToQuery,
  type AnalyticsFilters,
  type QualityFlagKind,
} from '@prca/core';
import { filtersFromParams as sharedFiltersFromParams } from '../filters/filter-params';

export const INTERPRETATIONS = TOTAL_LEVELS;
export type Interpretation = (typeof INTERPRETATIONS)[number];

/**
 * What only the responses list filters by, beside the filters every screen shares (the filter
 * bar's): the reading of the total, the flags raised, and part of a guest's e-mail address.
 */
export interface ListFilters {
  interpretation?: Interpretation;
  /** Responses on which any of these flags is raised (issue 17). */
  flag?: QualityFlagKind[];
  email?: string;
}

/** The responses list's filters, as the address bar keeps them (and the API reads them). */
export type SurveyFilters = AnalyticsFilters & ListFilters;

/** The filters of an address; anything malformed (a hand-edited link) is left out. */
export function filtersFromParams(params: URLSearchParams): SurveyFilters {
  const filters: SurveyFilters = { ...sharedFiltersFromParams(params) };
  const interpretation = INTERPRETATIONS.find((known) => known === params.get('interpretation'));
  if (interpretation) filters.interpretation = interpretation;
  const flag = QUALITY_FLAG_KINDS.filter((kind) =>
    (params.get('flag') ?? '').split(',').includes(kind),
  );
  if (flag.length > 0) filters.flag = flag;
  const email = params.get('email')?.trim().slice(0, 254);
  if (email) filters.email = email;
  return filters;
}

/** The filters as query parameters, in a fixed order, leaving out those not set. */
export function filtersToParams(filters: SurveyFilters): URLSearchParams {
  const params = new URLSearchParams(filtersToQuery(filters));
  if (filters.interpretation) params.set('interpretation', filters.interpretation);
  if (filters.flag?.length) params.set('flag', filters.flag.join(','));
  const email = filters.email?.trim();
  if (email) params.set('email', email);
  return params;
}

/** What the export can follow: every filter but the e-mail search. */
export function exportFilters({ email: _email, ...filters }: SurveyFilters): SurveyFilters {
  return filters;
}
