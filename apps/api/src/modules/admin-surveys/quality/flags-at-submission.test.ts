import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_QUALITY_THRESHOLDS } from '@prca/core';
import { eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { recomputeQuality } from '../../../quality/recompute';
import { responseDetail, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { setRespondentIdentity } from '../../../../test/support/identity-mode';
import {
  MOST_APPREHENSIVE,
  responsesFrom,
  validSubmission,
} from '../../../../test/support/submissions';

const ALL_ONES = Array<number>(24).fill(1);

describe.each(BACKENDS)(
  'data-quality flags computed at submission on the %s database',
  (backend) => {
    const admin = signedInAdminApp(backend, 'superadmin');

    async function submit(body: Record<string, unknown>) {
      const response = await admin.t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission(body),
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { data: Record<string, unknown> & { id: string } };
    }
    const detail = (id: string) => responseDetail(admin, id);

    it('flags a straight-lined response with its long string and context gaps, and tells the respondent nothing', async () => {
      const careless = await submit({ responses: responsesFrom(ALL_ONES) });
      const attentive = await submit({ responses: responsesFrom(MOST_APPREHENSIVE) });
      expect(Object.keys(careless.data).sort()).toEqual(Object.keys(attentive.data).sort());
      expect(JSON.stringify(careless.data)).not.toMatch(/flag|quality/i);

      expect(await detail(careless.data.id)).toMatchObject({
        flags: {
          straightLining: true,
          longestRun: 24,
          inconsistent: true,
          inconsistentContexts: 4,
          contextGaps: { groupDiscussion: 4, meetings: 4, interpersonal: 4, publicSpeaking: 4 },
          speeding: false,
          completionSeconds: null,
          speedingLimitSeconds: null,
          duplicate: false,
          duplicateOf: null,
        },
        qualityOverride: null,
      });
      expect((await detail(attentive.data.id)).flags).toMatchObject({
        straightLining: false,
        inconsistent: false,
        inconsistentContexts: 0,
        speeding: false,
        duplicate: false,
      });
    });

    it('flags the same e-mail sending the same answers again, naming the earlier response', async () => {
      // The e-mail's hash is kept where the identity mode asks for an e-mail.
      await setRespondentIdentity(admin.t, 'email');
      const email = `twice-${backend}@school.vn`;
      // Each from a browser of its own (the server gives each a key): only the e-mail is shared.
      const first = await submit({ email, responses: responsesFrom(MOST_APPREHENSIVE) });
      const again = await submit({ email, responses: responsesFrom(MOST_APPREHENSIVE) });
      const otherAnswers = await submit({ email, responses: responsesFrom(ALL_ONES) });
      await setRespondentIdentity(admin.t, 'anonymous');
      expect((await detail(first.data.id)).flags).toMatchObject({ duplicate: false });
      expect((await detail(again.data.id)).flags).toMatchObject({
        duplicate: true,
        duplicateOf: first.data.id,
      });
      expect((await detail(otherAnswers.data.id)).flags).toMatchObject({ duplicate: false });
    });

    it('flags the same browser (its guest key) sending the same answers again when anonymous, also in a recomputation', async () => {
      const guestKey = randomBytes(32).toString('base64url');
      const answers = responsesFrom(MOST_APPREHENSIVE.map((answer) => 6 - answer));
      const first = await submit({ guestKey, responses: answers, email: 'dropped@school.vn' });
      const again = await submit({ guestKey, responses: answers });
      const elsewhere = await submit({ responses: answers });
      expect((await detail(again.data.id)).flags).toMatchObject({
        duplicate: true,
        duplicateOf: first.data.id,
      });
      expect((await detail(elsewhere.data.id)).flags).toMatchObject({ duplicate: false });

      // Recomputed from scratch (new thresholds do this), the same response is found.
      await admin.t.database.db
        .update(surveyResponses)
        .set({ flagDuplicate: false, duplicateOf: null, qualityBasis: null })
        .where(eq(surveyResponses.id, again.data.id));
      expect(await recomputeQuality(admin.t.database.db, DEFAULT_QUALITY_THRESHOLDS)).toBe(1);
      expect((await detail(again.data.id)).flags).toMatchObject({
        duplicate: true,
        duplicateOf: first.data.id,
      });
    });

    it('flags one of two identical responses from one browser that arrive together, as a recomputation would', async () => {
      // A lab computer back online sends what it queued at once: the two are stored together.
      const guestKey = randomBytes(32).toString('base64url');
      const responses = responsesFrom(MOST_APPREHENSIVE.map((answer, i) => (i % 3 ? answer : 3)));
      const sent = await Promise.all([
        submit({ guestKey, responses }),
        submit({ guestKey, responses }),
      ]);
      const ids = sent.map((reply) => reply.data.id);
      const flagsOf = () => Promise.all(ids.map(async (id) => (await detail(id)).flags));
      const atSubmission = await flagsOf();
      const flagged = atSubmission.filter((flags) => flags.duplicate);
      expect(flagged).toHaveLength(1);
      expect(ids).toContain(flagged[0]!.duplicateOf);
      expect(ids.filter((id) => id !== flagged[0]!.duplicateOf)).toHaveLength(1);

      await admin.t.database.db
        .update(surveyResponses)
        .set({ flagDuplicate: false, duplicateOf: null, qualityBasis: null })
        .where(inArray(surveyResponses.id, ids));
      expect(await recomputeQuality(admin.t.database.db, DEFAULT_QUALITY_THRESHOLDS)).toBe(2);
      expect(await flagsOf()).toEqual(atSubmission);
    });

    it('judges speed only where a session timed the response', async () => {
      const tenSecondsAgo = new Date(Date.now() - 10_000).toISOString();
      const timed = await submit({ sessionId: randomUUID(), startedAt: tenSecondsAgo });
      const flags = (await detail(timed.data.id)).flags;
      expect(flags).toMatchObject({ speeding: true, speedingLimitSeconds: 48 });
      expect(flags.completionSeconds).toBeGreaterThanOrEqual(10);
      expect(flags.completionSeconds).toBeLessThan(48);

      const untimed = await submit({ startedAt: tenSecondsAgo });
      expect((await detail(untimed.data.id)).flags).toMatchObject({
        speeding: false,
        completionSeconds: null,
      });
    });

    it('computes the flags of responses stored before them (the backfill)', async () => {
      const {
        data: { id },
      } = await submit({ responses: responsesFrom(ALL_ONES) });
      // As the migration leaves an older response: no flags, no basis.
      await admin.t.database.db
        .update(surveyResponses)
        .set({
          flagStraightLining: false,
          flagInconsistent: false,
          longestRun: null,
          qualityBasis: null,
        })
        .where(eq(surveyResponses.id, id));
      expect((await detail(id)).flags).toMatchObject({ straightLining: false });
      expect(await recomputeQuality(admin.t.database.db, DEFAULT_QUALITY_THRESHOLDS)).toBe(1);
      expect((await detail(id)).flags).toMatchObject({
        straightLining: true,
        longestRun: 24,
        inconsistent: true,
      });
      // Nothing is left to do.
      expect(await recomputeQuality(admin.t.database.db, DEFAULT_QUALITY_THRESHOLDS)).toBe(0);
      const stale = await admin.t.database.db.$count(
        surveyResponses,
        isNull(surveyResponses.qualityBasis),
      );
      expect(stale).toBe(0);
    });
  },
);
