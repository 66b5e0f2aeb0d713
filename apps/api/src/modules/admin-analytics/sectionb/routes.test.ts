import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  EIGHT_SHEETS,
  NO_GENDERS as NONE,
  genderShares as genders,
  responseRow,
} from '../../../../test/support/response-sheets';

type Triple = [count: number, percentage: number, percentageOfGender: number];

/** A cause's genders as [count, % of the cause's respondents, % of the gender's respondents]. */
const causeGenders = (male: Triple, female: Triple, other: Triple) =>
  genders([male[0], male[1]], [female[0], female[1]], [other[0], other[1]]).map((share, index) => ({
    ...share,
    percentageOfGender: [male, female, other][index]![2],
  }));
const NOBODY: Triple = [0, 0, 0];

describe.each(BACKENDS)('section B analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const get = (path: string) => analyticsData(admin, path);

  it('answers with zeros and empty lists before anyone has answered', async () => {
    const sectionB = await get('sectionb');
    expect(sectionB).toMatchObject({
      totalResponses: 0,
      summary: {
        familiarCount: 0,
        familiarPercentage: 0,
        topCause: null,
        highImpactCount: 0,
        highImpactPercentage: 0,
      },
      awareness: { summary: { familiar: 0, unfamiliar: 0, heard_but_unsure: 0 } },
      causes: { topCauses: [] },
      impact: { summary: { high: 0, moderate: 0, low: 0 } },
      correlations: { awarenessImpact: [] },
    });
    expect(sectionB.awareness.distribution).toHaveLength(3);
    expect(sectionB.impact.distribution).toHaveLength(5);
    expect(sectionB.causes.distribution).toHaveLength(10);
    for (const row of [...sectionB.awareness.distribution, ...sectionB.impact.distribution]) {
      expect(row).toMatchObject({ count: 0, percentage: 0, avgScore: null, genderBreakdown: NONE });
    }
    for (const row of sectionB.causes.distribution) {
      expect(row).toMatchObject({ count: 0, percentage: 0 });
    }
  });

  describe('with eight responses', () => {
    beforeAll(async () => {
      await admin.t.database.db.insert(surveyResponses).values(EIGHT_SHEETS.map(responseRow));
    });

    it('counts awareness and impact with their mean scores and genders', async () => {
      const data = await get('sectionb');
      expect(data.totalResponses).toBe(8);
      expect(data.summary).toEqual({
        familiarCount: 5,
        familiarPercentage: 62.5,
        topCause: { cause: 'fear_of_judgment', count: 4, percentage: 50 },
        highImpactCount: 4,
        highImpactPercentage: 50,
      });
      expect(data.awareness).toEqual({
        summary: { familiar: 5, unfamiliar: 2, heard_but_unsure: 1 },
        distribution: [
          // (24 + 84 + 120 + 120 + 84) / 5 = 86.4
          {
            level: 'familiar',
            count: 5,
            percentage: 62.5,
            avgScore: 86.4,
            genderBreakdown: genders([1, 20], [3, 60], [1, 20]),
          },
          {
            level: 'unfamiliar',
            count: 2,
            percentage: 25,
            avgScore: 72,
            genderBreakdown: genders([1, 50], [1, 50], [0, 0]),
          },
          {
            level: 'heard_but_unsure',
            count: 1,
            percentage: 12.5,
            avgScore: 84,
            genderBreakdown: genders([1, 100], [0, 0], [0, 0]),
          },
        ],
      });
      expect(data.impact).toEqual({
        summary: { high: 4, moderate: 1, low: 3 },
        distribution: [
          {
            level: 'no_impact',
            count: 2,
            percentage: 25,
            avgScore: 24,
            genderBreakdown: genders([2, 100], [0, 0], [0, 0]),
          },
          {
            level: 'mild_impact',
            count: 1,
            percentage: 12.5,
            avgScore: 84,
            genderBreakdown: genders([0, 0], [1, 100], [0, 0]),
          },
          {
            level: 'moderate_impact',
            count: 1,
            percentage: 12.5,
            avgScore: 84,
            genderBreakdown: genders([1, 100], [0, 0], [0, 0]),
          },
          {
            level: 'significant_impact',
            count: 2,
            percentage: 25,
            avgScore: 102,
            genderBreakdown: genders([0, 0], [1, 50], [1, 50]),
          },
          {
            level: 'severe_impact',
            count: 2,
            percentage: 25,
            avgScore: 120,
            genderBreakdown: genders([0, 0], [2, 100], [0, 0]),
          },
        ],
      });
    });

    it('counts each chosen cause once per respondent, of all respondents', async () => {
      const { causes } = await get('sectionb');
      expect(causes.topCauses).toEqual([
        { cause: 'fear_of_judgment', count: 4, percentage: 50 },
        { cause: 'other', count: 3, percentage: 37.5 },
        { cause: 'academic_pressure', count: 2, percentage: 25 },
        // Ties keep core's order.
        { cause: 'conversation_skills', count: 1, percentage: 12.5 },
        { cause: 'self_consciousness', count: 1, percentage: 12.5 },
        { cause: 'no_need', count: 1, percentage: 12.5 },
      ]);
      const row = (cause: string, count: number, percentage: number, breakdown: unknown) => ({
        cause,
        count,
        percentage,
        genderBreakdown: breakdown,
      });
      // Of all respondents: 3 male, 4 female, 1 other.
      expect(causes.distribution).toEqual([
        row('conversation_skills', 1, 12.5, causeGenders([1, 100, 33.3], NOBODY, NOBODY)),
        row('self_consciousness', 1, 12.5, causeGenders(NOBODY, [1, 100, 25], NOBODY)),
        row('no_need', 1, 12.5, causeGenders([1, 100, 33.3], NOBODY, NOBODY)),
        row('family_communication', 0, 0, causeGenders(NOBODY, NOBODY, NOBODY)),
        row('past_negative_experience', 0, 0, causeGenders(NOBODY, NOBODY, NOBODY)),
        row('fear_of_judgment', 4, 50, causeGenders([1, 25, 33.3], [3, 75, 75], NOBODY)),
        row('not_listened', 0, 0, causeGenders(NOBODY, NOBODY, NOBODY)),
        row('social_media_influence', 0, 0, causeGenders(NOBODY, NOBODY, NOBODY)),
        row('academic_pressure', 2, 25, causeGenders(NOBODY, [2, 100, 50], NOBODY)),
        row('other', 3, 37.5, causeGenders([1, 33.3, 33.3], [1, 33.3, 25], [1, 33.3, 100])),
      ]);
    });

    it('lists every awareness-impact pair that occurs, most frequent first', async () => {
      const { correlations } = await get('sectionb');
      const pair = (
        awareness: string,
        impact: string,
        count: number,
        avgScore: number,
        percentage: number,
        percentageOfAwareness: number,
      ) => ({ awareness, impact, count, avgScore, percentage, percentageOfAwareness });
      expect(correlations.awarenessImpact).toEqual([
        pair('familiar', 'significant_impact', 2, 102, 25, 40),
        pair('familiar', 'no_impact', 1, 24, 12.5, 20),
        pair('familiar', 'mild_impact', 1, 84, 12.5, 20),
        pair('familiar', 'severe_impact', 1, 120, 12.5, 20),
        pair('unfamiliar', 'no_impact', 1, 24, 12.5, 50),
        pair('unfamiliar', 'severe_impact', 1, 120, 12.5, 50),
        pair('heard_but_unsure', 'moderate_impact', 1, 84, 12.5, 100),
      ]);
    });
  });
});
