import { randomUUID } from 'node:crypto';
import { DEFAULT_QUALITY_THRESHOLDS, type AdminSettings, type QualityThresholds } from '@prca/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { putSettings, responseDetail, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { insertResponses } from '../../../../test/support/stored-responses';
import { insertStudyRows } from '../../../../test/support/study-rows';
import { MOST_APPREHENSIVE, validSubmission } from '../../../../test/support/submissions';

const WAVE_TIMES = [600, 600, 600];
const CLASSLESS_TIMES = [30, 60, 90];
// The middle of the six times 30, 60, 90, 600, 600, 600, and a third of it.
const STUDY_MEDIAN = (90 + 600) / 2;
const STUDY_LIMIT = STUDY_MEDIAN / 3;
const WAVE_LIMIT = 600 / 3;

describe.each(BACKENDS)(
  'the wave-median speeding rule for responses without a class, on the %s database',
  (backend) => {
    const admin = signedInAdminApp(backend, 'superadmin');
    const waveId = randomUUID();
    const schoolId = randomUUID();
    const classId = randomUUID();
    let stored: { id: string; completionSeconds: number | null }[] = [];

    const flagsOf = async (id: string) => (await responseDetail(admin, id)).flags;
    /** The settings saved, and the flags they change worked out again. */
    async function setSettings(settings: Partial<AdminSettings>) {
      await putSettings(admin, settings);
      await admin.t.app.backgroundWork();
    }
    const useThresholds = (qualityThresholds: QualityThresholds) =>
      setSettings({ qualityThresholds });

    beforeAll(async () => {
      const db = admin.t.database.db;
      await insertStudyRows(db, {
        schools: [{ id: schoolId, name: 'THPT Chu Văn An' }],
        waveId,
        classes: [{ id: classId, schoolId, name: '10A1', code: '2222224' }],
      });
      const times = [...WAVE_TIMES, ...CLASSLESS_TIMES];
      await insertResponses(
        db,
        times.map((_, i) => ({
          answers: MOST_APPREHENSIVE,
          createdAt: new Date(Date.UTC(2026, 9, 1, i)),
        })),
      );
      const ids = await db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .orderBy(asc(surveyResponses.createdAt));
      await Promise.all(
        ids.map(({ id }, i) =>
          db
            .update(surveyResponses)
            .set({
              completionSeconds: times[i],
              ...(i < WAVE_TIMES.length ? { classId, schoolId, waveId } : {}),
            })
            .where(eq(surveyResponses.id, id)),
        ),
      );
      stored = await db
        .select({ id: surveyResponses.id, completionSeconds: surveyResponses.completionSeconds })
        .from(surveyResponses)
        .where(
          inArray(
            surveyResponses.id,
            ids.map(({ id }) => id),
          ),
        )
        .orderBy(asc(surveyResponses.createdAt));
      await useThresholds({ ...DEFAULT_QUALITY_THRESHOLDS, speedingRule: 'waveMedian' });
    });

    it("judges a stored response without a class by the whole study's median, one of a wave by its wave's", async () => {
      const classless90 = stored[5]!;
      expect(classless90.completionSeconds).toBe(90);
      const flags = await flagsOf(classless90.id);
      expect(flags.speedingLimitSeconds).toBeCloseTo(STUDY_LIMIT, 9);
      expect(flags.speeding).toBe(true);
      const inWave = await flagsOf(stored[0]!.id);
      expect(inWave.speedingLimitSeconds).toBeCloseTo(WAVE_LIMIT, 9);
      expect(inWave.speeding).toBe(false);
    });

    it('names the rule the flags were computed under, so that the detail can say what the limit was', async () => {
      const classless = await responseDetail(admin, stored[5]!.id);
      expect(classless).toMatchObject({ speedingRule: 'waveMedian', waveId: null });
      await useThresholds(DEFAULT_QUALITY_THRESHOLDS);
      expect(await responseDetail(admin, stored[5]!.id)).toMatchObject({
        speedingRule: 'perItem',
        flags: { speedingLimitSeconds: 48 },
      });
      await useThresholds({ ...DEFAULT_QUALITY_THRESHOLDS, speedingRule: 'waveMedian' });
      expect(await responseDetail(admin, stored[5]!.id)).toMatchObject({
        speedingRule: 'waveMedian',
      });
    });

    it("judges a new response without a class by the whole study's median at submission", async () => {
      // A study with classes asks for a class code unless the setting says otherwise.
      await setSettings({ classCodeRequired: false });
      const response = await admin.t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({
          sessionId: randomUUID(),
          startedAt: new Date(Date.now() - 10_000).toISOString(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const flags = await flagsOf(response.json().data.id);
      expect(flags.speedingLimitSeconds).toBeCloseTo(STUDY_LIMIT, 9);
      expect(flags.speeding).toBe(true);
    });
  },
);
