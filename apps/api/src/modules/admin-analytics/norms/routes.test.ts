import type { PRCA24_SCORES } from '@prca/core';
import { type NormsAnalytics } from '@prca/core';
import normFixtures from '../../../../../../packages/core/src/statistics/fixtures/norms.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { clearSurveyData, insertResponses } from '../../../../test/support/stored-responses';
import { STUDENTS, closeTo, responsesOf } from '../compare/fixtures/route-fixtures';

/** core's norms cases (make-fixtures.R) by their students, R's 1-based rows made 0-based. */
const CASES = {
  prca24: STUDENTS,
  'small-class': STUDENTS.slice(200, 212),
  'one-response': STUDENTS.slice(8, 9),
  empty: [],
};

describe.each(BACKENDS)('norms on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it.each(Object.entries(CASES))('equal R for the "%s" case', async (name, students) => {
    await insertResponses(admin.t.database.db, responsesOf(students));
    const data: NormsAnalytics = await analyticsData(admin, 'norms');
    const fixture = normFixtures.cases.find((candidate) => candidate.name === name)!;
    for (const expected of fixture.r) {
      const score = expected.score as (typeof PRCA24_SCORES)[number];
      const got = data.scores[score];
      expect(got.n, score).toBe(expected.n);
      for (const field of ['mean', 'sd', 't', 'df', 'p', 'cohensD'] as const) {
        expect(closeTo(got[field], expected[field] ?? null), `${score} ${field}`).toBe(true);
      }
      expect(got.normMean).toBe(normFixtures.norms[score].mean);
      expect(got.normSd).toBe(normFixtures.norms[score].sd);
    }
    expect(data.source.url).toBe('http://www.jamescmccroskey.com/measures/prca24.htm');
    if (students.length < 2) expect(data.scores.total.reason).not.toBeNull();
  });

  it('answers for the filtered subset only', async () => {
    const others = responsesOf(STUDENTS.slice(0, 200)).map((r) => ({
      ...r,
      grade: 'grade12' as const,
    }));
    const chosen = responsesOf(CASES['small-class']).map((r) => ({
      ...r,
      grade: 'grade10' as const,
    }));
    await insertResponses(admin.t.database.db, [...others, ...chosen]);
    const data: NormsAnalytics = await analyticsData(admin, 'norms?grade=grade10');
    const expected = normFixtures.cases.find((candidate) => candidate.name === 'small-class')!
      .r[0]!;
    expect(data.scores.total.n).toBe(12);
    expect(closeTo(data.scores.total.t, expected.t)).toBe(true);
  });
});
