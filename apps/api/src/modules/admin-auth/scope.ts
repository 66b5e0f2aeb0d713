import { FILTER_PARAMETERS, type AnalyticsFilters } from '@prca/core';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import type { SettingsService } from '../settings/service';
import type { ScopeClass, ScopeRepository } from './scope-repository';

/** What an account limited to schools or classes may read on this request (issue 19). */
export interface RequestScope {
  /** The minimum group size: figures on fewer respondents are withheld. */
  minimum: number;
  /** The schools the account is limited to, whether or not they have classes yet. */
  schools: string[];
  /** Every class the scope covers, with its responses. */
  classes: ScopeClass[];
  /** The classes whose responses count in a scoped figure: at least `minimum` unflagged. */
  counted: string[];
  /** The privacy parameter of each class release's noise (issue 28). */
  epsilon: number;
  /** Releases a class may have in its wave, its closing release aside (issue 28). */
  releasesPerWave: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a scoped account on the routes that serve one; undefined: the whole study. */
    scope?: RequestScope;
  }
}

/** The filters a scoped account may send: a class or school of its own, and a wave. */
const SCOPED_FILTERS: readonly string[] = ['school', 'class', 'wave'];

/**
 * A class id no class has: the filter of a scope that counts no class, so that its figures are
 * those of nobody (an empty list would mean "no filter", the whole study).
 */
export const NO_CLASS = '00000000-0000-4000-8000-000000000000';

/**
 * The filters of a scoped request, narrowed to its scope. A date, demographic or quality filter
 * is refused: two requests differing by a day or by one gender could be subtracted to single out
 * a few students. A class or school the scope does not cover is refused by name rather than
 * answered with empty figures that would look like a fact. What remains is intersected with the
 * scope's counted classes (those of at least the minimum size: a smaller class is never added
 * into a school's figures, where subtracting the other classes would reveal it), and only the
 * unflagged responses count.
 */
export function narrowToScope(
  filters: Partial<AnalyticsFilters>,
  scope: RequestScope,
): Partial<AnalyticsFilters> {
  const refused = Object.entries(filters).some(
    ([key, value]) =>
      value !== undefined &&
      (FILTER_PARAMETERS as readonly string[]).includes(key) &&
      !SCOPED_FILTERS.includes(key) &&
      // quality=all is no filter; the flagged few against the rest would be a difference.
      !(key === 'quality' && value === 'all'),
  );
  if (refused) throw new ApiError(403, 'admin.scopedFilterDenied');
  const covered = new Set(scope.classes.map((c) => c.id));
  // A school of the scope that has no class yet is still the account's own: its figures are
  // empty, which is the fact, rather than a refusal that would tell the counsellor otherwise.
  const coveredSchools = new Set([...scope.schools, ...scope.classes.map((c) => c.schoolId)]);
  if (filters.class?.some((id) => !covered.has(id.toLowerCase()))) {
    throw new ApiError(403, 'admin.outsideScope');
  }
  if (filters.school?.some((id) => !coveredSchools.has(id.toLowerCase()))) {
    throw new ApiError(403, 'admin.outsideScope');
  }
  const asked = filters.class?.map((id) => id.toLowerCase());
  const counted = scope.counted.filter((id) => !asked || asked.includes(id));
  // Only unflagged responses count for a scoped account (issue 28): a planted response is
  // often a careless one, and the figures should be the class's, not a padder's.
  return { ...filters, quality: 'unflagged', class: counted.length > 0 ? counted : [NO_CLASS] };
}

/**
 * The one place a scope is forced (issue 19): for a scoped account on a route that serves one
 * (`scopedAccess`), after the query is parsed and before the handler runs, it sets
 * `request.scope` and, on `filtered` routes, rewrites the parsed filters with `narrowToScope`.
 * The handlers then compute their figures as for anyone, and withhold by `request.scope`.
 */
export function registerScopeEnforcement(
  app: FastifyInstance,
  { settings, scopes }: { settings: SettingsService; scopes: ScopeRepository },
): void {
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.scopedAccess;
    const accountScope = request.admin?.scope;
    if (!accountScope || (access !== 'filtered' && access !== 'own')) return;
    const all = await settings.all();
    const minimum = all.minimumGroupSize;
    const classes = await scopes.classesOf(accountScope);
    const counted = classes.filter((c) => c.responses >= minimum).map((c) => c.id);
    request.scope = {
      minimum,
      schools: accountScope.schools,
      classes,
      counted,
      epsilon: all.reportPrivacyEpsilon,
      releasesPerWave: all.reportReleasesPerWave,
    };
    if (access === 'filtered') {
      request.query = narrowToScope(request.query as Partial<AnalyticsFilters>, request.scope);
    }
  });
}
