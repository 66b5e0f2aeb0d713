import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from './analytics-endpoints';

const PREFIX = '/api/admin/analytics/';

describe('the list of analytics endpoints the tests ask', () => {
  it('names every analytics endpoint the API documents, and no other', () => {
    const document = JSON.parse(
      readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as { paths: Record<string, unknown> };
    const documented = Object.keys(document.paths)
      .filter((path) => path.startsWith(PREFIX))
      .map((path) => path.slice(PREFIX.length));
    const listed = ANALYTICS_ENDPOINTS.map((endpoint) => endpoint.split('?')[0]);
    expect([...listed].sort()).toEqual(documented.sort());
  });
});
