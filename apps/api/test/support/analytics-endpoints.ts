/**
 * Every analytics endpoint, by its path under /api/admin/analytics/, with the query it cannot
 * do without: the tests that must ask each of them (the filter set's property test, the scoped
 * accounts' refusals) read this one list, and analytics-endpoints.test.ts keeps it equal to the
 * endpoints the API documents, so that a new endpoint cannot be left out of them.
 */
export const ANALYTICS_ENDPOINTS = [
  'overview',
  'demographics',
  'prca24',
  'sectionb',
  'trends',
  'engagement',
  'other-causes',
  'reliability',
  'items',
  'norms',
  'compare?by=grade&score=total',
  // Two waves by id (fixedId 11 and 12); change is left out where a subset of the responses is
  // stored alone (filters.property.test.ts): matching reads every response of both waves.
  'change?fromWave=00000000-0000-4000-8000-000000000011&toWave=00000000-0000-4000-8000-000000000012',
] as const;
