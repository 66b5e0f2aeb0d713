import {
  QUALITY_DECISIONS,
  QUALITY_FLAG_KINDS,
  TOTAL_LEVELS,
  filtersToQuery,
  type AnalyticsFilters,
  type QualityDecision,
  type QualityFlagKind,
} from '@prca/core';
import { filtersFromParams as sharedFiltersFromParams } from '../shared/filters/filter-params';

export const INTERPRETATIONS = TOTAL_LEVELS;
export type Interpretation = (typeof INTERPRETATIONS)[number];

/**
 * What only the responses list filters by, beside the filters every screen shares (the filter
 * bar's): the reading of the total, the flags raised and a researcher's decision. Never an e-mail address (issue 27): a
 * superadmin finds a student's own responses by the look-up dialog, which is audited.
 */
export interface ListFilters {
  interpretation?: Interpretation;
  /** Responses on which any of these flags is raised (issue 17). */
  flag?: QualityFlagKind[];
  /** Responses a researcher kept, excluded, or has not decided on yet (issue 31). */
  decision?: QualityDecision[];
}

/** The responses list's filters, as the address bar keeps them (and the API reads them). */
export type SurveyFilters = AnalyticsFilters & ListFilters;

/**
 * The filters of an address; anything malformed (a hand-edited link) is left out, and so is the
 * e-mail search of older links, which no longer exists.
 */
export function filtersFromParams(params: URLSearchParams): SurveyFilters {
  const filters: SurveyFilters = { ...sharedFiltersFromParams(params) };
  const interpretation = INTERPRETATIONS.find((known) => known === params.get('interpretation'));
  if (interpretation) filters.interpretation = interpretation;
  const flag = QUALITY_FLAG_KINDS.filter((kind) =>
    (params.get('flag') ?? '').split(',').includes(kind),
  );
  if (flag.length > 0) filters.flag = flag;
  const decision = QUALITY_DECISIONS.filter((known) =>
    (params.get('decision') ?? '').split(',').includes(known),
  );
  if (decision.length > 0) filters.decision = decision;
  return filters;
}

/** The filters as query parameters, in a fixed order, leaving out those not set. */
export function filtersToParams(filters: SurveyFilters): URLSearchParams {
  const params = new URLSearchParams(filtersToQuery(filters));
  if (filters.interpretation) params.set('interpretation', filters.interpretation);
  if (filters.flag?.length) params.set('flag', filters.flag.join(','));
  if (filters.decision?.length) params.set('decision', filters.decision.join(','));
  return params;
}
