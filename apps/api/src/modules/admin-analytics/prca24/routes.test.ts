import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  answersWithSubscores,
  clearSurveyData,
  getAsAdmin,
  insertResponses,
} from '../../../../test/support/stored-responses';

const URL = '/api/admin/analytics/prca24';

const noOne = { male: 0, female: 0, other: 0 };
const noGrade = { grade10: 0, grade11: 0, grade12: 0 };
const noParticipation = { frequently: 0, sometimes: 0, rarely: 0, never: 0 };

describe.each(BACKENDS)('PRCA24 analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const prca24 = async () => {
    const { status, body } = await getAsAdmin(admin.t, admin.token, URL);
    expect(status).toBe(200);
    return body.data;
  };

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it('answers without responses: nulls and empty bands', async () => {
    const empty = { count: 0, percentage: 0, genders: noOne, educationLevels: noGrade };
    expect(await prca24()).toEqual({
      totalResponses: 0,
      overallStats: { averageScore: null, medianScore: null, standardDeviation: null },
      distributionByLevel: {
        highAnxiety: {
          ...empty,
          range: { min: 84, max: 120 },
          participationLevels: noParticipation,
        },
        moderateAnxiety: {
          ...empty,
          range: { min: 51, max: 83 },
          participationLevels: noParticipation,
        },
        lowAnxiety: { ...empty, range: { min: 24, max: 50 }, participationLevels: noParticipation },
      },
      contextualScores: {
        groupDiscussion: null,
        meetings: null,
        interpersonal: null,
        publicSpeaking: null,
      },
    });
  });

  it('has no standard deviation of a single response', async () => {
    await insertResponses(admin.t.database.db, [
      { answers: answersWithSubscores([21, 21, 21, 21]) },
    ]);
    const data = await prca24();
    expect(data.overallStats).toEqual({
      averageScore: 84,
      medianScore: 84,
      standardDeviation: null,
    });
    expect(data.distributionByLevel.highAnxiety).toMatchObject({ count: 1, percentage: 100 });
  });

  it('puts 50 | 51 and 83 | 84 on either side of the band boundaries', async () => {
    await insertResponses(admin.t.database.db, [
      {
        answers: answersWithSubscores([12, 12, 13, 13]), // 50
        grade: 'grade10',
        gender: 'male',
        participation: 'never',
      },
      {
        answers: answersWithSubscores([12, 13, 13, 13]), // 51
        grade: 'grade11',
        gender: 'female',
        participation: 'rarely',
      },
      {
        answers: answersWithSubscores([20, 21, 21, 21]), // 83
        grade: 'grade12',
        gender: 'female',
        participation: 'sometimes',
      },
      {
        answers: answersWithSubscores([21, 21, 21, 21]), // 84
        grade: 'grade12',
        gender: 'other',
        participation: 'frequently',
      },
    ]);
    const data = await prca24();
    expect(data.totalResponses).toBe(4);
    expect(data.distributionByLevel).toEqual({
      lowAnxiety: {
        count: 1,
        percentage: 25,
        range: { min: 24, max: 50 },
        genders: { ...noOne, male: 1 },
        educationLevels: { ...noGrade, grade10: 1 },
        participationLevels: { ...noParticipation, never: 1 },
      },
      moderateAnxiety: {
        count: 2,
        percentage: 50,
        range: { min: 51, max: 83 },
        genders: { ...noOne, female: 2 },
        educationLevels: { ...noGrade, grade11: 1, grade12: 1 },
        participationLevels: { ...noParticipation, rarely: 1, sometimes: 1 },
      },
      highAnxiety: {
        count: 1,
        percentage: 25,
        range: { min: 84, max: 120 },
        genders: { ...noOne, other: 1 },
        educationLevels: { ...noGrade, grade12: 1 },
        participationLevels: { ...noParticipation, frequently: 1 },
      },
    });
    // Totals 50, 51, 83, 84: the median of an even count is the mean of 51 and 83; the sample
    // SD has deviations ±17 and ±16, so var = (2·289 + 2·256) / 3.
    expect(data.overallStats.averageScore).toBe(67);
    expect(data.overallStats.medianScore).toBe(67);
    expect(data.overallStats.standardDeviation).toBeCloseTo(Math.sqrt(1090 / 3), 12);
    expect(data.contextualScores).toEqual({
      groupDiscussion: 65 / 4, // 12 + 12 + 20 + 21
      meetings: 67 / 4, // 12 + 13 + 21 + 21
      interpersonal: 17, // 13 + 13 + 21 + 21
      publicSpeaking: 17,
    });
  });

  it('takes the two middle totals of an even count, not the lower one', async () => {
    await insertResponses(admin.t.database.db, [
      { answers: answersWithSubscores([6, 6, 6, 6]) }, // 24
      { answers: answersWithSubscores([10, 10, 10, 10]) }, // 40
      { answers: answersWithSubscores([10, 10, 10, 11]) }, // 41
      { answers: answersWithSubscores([30, 30, 30, 30]) }, // 120
    ]);
    const { overallStats, distributionByLevel } = await prca24();
    expect(overallStats.medianScore).toBe(40.5);
    expect(overallStats.averageScore).toBe(56.25);
    expect(distributionByLevel.lowAnxiety.percentage).toBe(75);
  });

  it('rounds a percentage as R does', async () => {
    // 1 of 3 high, 2 of 3 low.
    await insertResponses(admin.t.database.db, [
      { answers: answersWithSubscores([30, 30, 30, 30]) },
      { answers: answersWithSubscores([6, 6, 6, 6]) },
      { answers: answersWithSubscores([6, 6, 6, 6]) },
    ]);
    const { distributionByLevel } = await prca24();
    expect(distributionByLevel.highAnxiety.percentage).toBe(33.3);
    expect(distributionByLevel.lowAnxiety.percentage).toBe(66.7);
  });
});
