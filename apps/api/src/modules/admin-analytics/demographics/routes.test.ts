import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { adminRoutesOf } from '../../../../test/support/admins';
import { BACKENDS } from '../../../../test/support/environment';
import { responseRow, type Sheet } from '../../../../test/support/response-sheets';

type Pair = [count: number, percentage: number];

/** A gender breakdown written as [count, percentage] for male, female and other. */
const genders = (male: Pair, female: Pair, other: Pair) =>
  (
    [
      ['male', male],
      ['female', female],
      ['other', other],
    ] as const
  ).map(([gender, [count, percentage]]) => ({ gender, count, percentage }));

type Triple = [count: number, percentage: number, percentageOfGender: number];

/** A cause's genders as [count, % of the cause's respondents, % of the gender's respondents]. */
const causeGenders = (male: Triple, female: Triple, other: Triple) =>
  genders([male[0], male[1]], [female[0], female[1]], [other[0], other[1]]).map((share, index) => ({
    ...share,
    percentageOfGender: [male, female, other][index]![2],
  }));
const NOBODY: Triple = [0, 0, 0];

const NONE = genders([0, 0], [0, 0], [0, 0]);

describe.each(BACKENDS)('demographics and section B analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');

  const get = async (path: string) => {
    const response = await admin.t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${path}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    return response.json().data;
  };

  it('needs the view_analytics permission', async () => {
    for (const path of ['demographics', 'sectionb', 'other-causes']) {
      const url = `/api/admin/analytics/${path}`;
      expect(adminRoutesOf(admin.t.app)).toContainEqual({
        method: 'GET',
        url,
        access: 'view_analytics',
      });
      expect((await admin.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers with zeros and empty lists before anyone has answered', async () => {
    expect(await get('demographics')).toEqual({
      totalResponses: 0,
      ageGroups: [
        { range: 'grade10', ageRange: '15-16', count: 0, percentage: 0, genderBreakdown: NONE },
        { range: 'grade11', ageRange: '16-17', count: 0, percentage: 0, genderBreakdown: NONE },
        { range: 'grade12', ageRange: '17-18', count: 0, percentage: 0, genderBreakdown: NONE },
      ],
      genders: ['male', 'female', 'other'].map((gender) => ({ gender, count: 0, percentage: 0 })),
      educationLevels: ['grade10', 'grade11', 'grade12'].map((level) => ({
        level,
        count: 0,
        percentage: 0,
      })),
      participation: ['frequently', 'sometimes', 'rarely', 'never'].map((level) => ({
        level,
        count: 0,
        percentage: 0,
        genderBreakdown: NONE,
      })),
    });

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
      // prettier-ignore
      const sheets: Sheet[] = [
        { grade: 'grade10', gender: 'male', participation: 'frequently', awareness: 'familiar', impactLevel: 'no_impact', causes: ['conversation_skills'], total: 24 },
        { grade: 'grade10', gender: 'female', participation: 'sometimes', awareness: 'familiar', impactLevel: 'mild_impact', causes: ['fear_of_judgment', 'academic_pressure'], total: 84 },
        { grade: 'grade10', gender: 'female', participation: 'sometimes', awareness: 'unfamiliar', impactLevel: 'severe_impact', causes: ['fear_of_judgment'], total: 120 },
        { grade: 'grade11', gender: 'male', participation: 'rarely', awareness: 'heard_but_unsure', impactLevel: 'moderate_impact', causes: ['fear_of_judgment', 'other'], causesOtherText: 'Sợ nói sai', total: 84 },
        { grade: 'grade11', gender: 'other', participation: 'never', awareness: 'familiar', impactLevel: 'significant_impact', causes: ['other'], causesOtherText: 'Ngại', total: 120 },
        // A repeated cause counts once.
        { grade: 'grade12', gender: 'female', participation: 'sometimes', awareness: 'familiar', impactLevel: 'severe_impact', causes: ['academic_pressure', 'fear_of_judgment', 'academic_pressure'], total: 120 },
        { grade: 'grade12', gender: 'male', participation: 'frequently', awareness: 'unfamiliar', impactLevel: 'no_impact', causes: ['no_need'], total: 24 },
        { grade: 'grade12', gender: 'female', participation: 'rarely', awareness: 'familiar', impactLevel: 'significant_impact', causes: ['self_consciousness', 'other'], causesOtherText: 'Tự ti', total: 84 },
      ];
      await admin.t.database.db.insert(surveyResponses).values(sheets.map(responseRow));
    });

    it('counts grades (with their ages), genders and participation, each with its genders', async () => {
      expect(await get('demographics')).toEqual({
        totalResponses: 8,
        ageGroups: [
          {
            range: 'grade10',
            ageRange: '15-16',
            count: 3,
            percentage: 37.5,
            genderBreakdown: genders([1, 33.3], [2, 66.7], [0, 0]),
          },
          {
            range: 'grade11',
            ageRange: '16-17',
            count: 2,
            percentage: 25,
            genderBreakdown: genders([1, 50], [0, 0], [1, 50]),
          },
          {
            range: 'grade12',
            ageRange: '17-18',
            count: 3,
            percentage: 37.5,
            genderBreakdown: genders([1, 33.3], [2, 66.7], [0, 0]),
          },
        ],
        genders: [
          { gender: 'male', count: 3, percentage: 37.5 },
          { gender: 'female', count: 4, percentage: 50 },
          { gender: 'other', count: 1, percentage: 12.5 },
        ],
        educationLevels: [
          { level: 'grade10', count: 3, percentage: 37.5 },
          { level: 'grade11', count: 2, percentage: 25 },
          { level: 'grade12', count: 3, percentage: 37.5 },
        ],
        participation: [
          {
            level: 'frequently',
            count: 2,
            percentage: 25,
            genderBreakdown: genders([2, 100], [0, 0], [0, 0]),
          },
          {
            level: 'sometimes',
            count: 3,
            percentage: 37.5,
            genderBreakdown: genders([0, 0], [3, 100], [0, 0]),
          },
          {
            level: 'rarely',
            count: 2,
            percentage: 25,
            genderBreakdown: genders([1, 50], [1, 50], [0, 0]),
          },
          {
            level: 'never',
            count: 1,
            percentage: 12.5,
            genderBreakdown: genders([0, 0], [0, 0], [1, 100]),
          },
        ],
      });
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
