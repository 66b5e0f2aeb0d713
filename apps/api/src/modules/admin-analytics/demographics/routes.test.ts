import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { adminRoutesOf } from '../../../../test/support/admins';
import { BACKENDS } from '../../../../test/support/environment';
import {
  EIGHT_SHEETS,
  NO_GENDERS as NONE,
  genderShares as genders,
  responseRow,
} from '../../../../test/support/response-sheets';

describe.each(BACKENDS)('demographics analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const get = (path: string) => analyticsData(admin, path);

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
      genders: NONE,
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
  });

  describe('with eight responses', () => {
    beforeAll(async () => {
      await admin.t.database.db.insert(surveyResponses).values(EIGHT_SHEETS.map(responseRow));
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
        genders: genders([3, 37.5], [4, 50], [1, 12.5]),
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
  });
});
