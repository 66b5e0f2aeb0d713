import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { OVER_ENROLMENT } from '../../db/over-enrolment';
import { foldAfterDelete } from '../../kept';
import { classes, schools, surveyResponses, waves } from '../../db/schema';
import { selectClassesWithStudy } from '../../db/study-classes-select';
import type { QualityOverride } from '@prca/core';
import type { StudyNames } from '../surveys/mapping';
import { findResponse, pageOfResponses, type SurveyResponseRow } from '../surveys/repository';
import { createExportReads } from './export-repository';
import { responseCondition, type ResponseFilters } from './filters';

/** A response as the exports write it: with whether it lies beyond its class's enrolment. */
export type ExportedResponseRow = SurveyResponseRow & { overEnrolment: boolean };

/** Rows an export reads at a time. */
const EXPORT_BATCH = 1000;

export function createAdminSurveysRepository(db: Database, timeZone: string) {
  return {
    ...createExportReads(db, timeZone),

    findById: (id: string) => findResponse(db, id),

    async page(filters: ResponseFilters, page: number, limit: number) {
      return pageOfResponses(db, responseCondition(filters, timeZone), page, limit);
    },

    /**
     * The responses kept under one e-mail hash, newest first: a student's own, for their request
     * of access or erasure (a handful at most, so no paging).
     */
    async withEmailHash(emailHash: string): Promise<SurveyResponseRow[]> {
      return db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.emailHash, emailHash))
        .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id));
    },

    /** Which of these responses lie beyond their class's enrolment (issue 28). */
    async overEnrolmentAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(and(inArray(surveyResponses.id, [...ids]), OVER_ENROLMENT));
      return new Set(rows.map((row) => row.id));
    },

    /** The names of these classes, their schools and waves, by class id. */
    async studyNames(classIds: readonly string[]): Promise<Map<string, StudyNames>> {
      if (classIds.length === 0) return new Map();
      const rows = await selectClassesWithStudy(db, {
        id: classes.id,
        className: classes.name,
        schoolName: schools.name,
        waveName: waves.name,
      }).where(inArray(classes.id, [...new Set(classIds)]));
      return new Map(rows.map(({ id, ...names }) => [id, names]));
    },

    /**
     * Records a researcher's decision on one response (issue 17), never its flags; returns the
     * decision it replaces, or undefined when there is no such response.
     */
    async setQualityOverride(
      id: string,
      override: QualityOverride | null,
      reason: string | null,
    ): Promise<{ previous: QualityOverride | null } | undefined> {
      const previous = db
        .$with('previous')
        .as(
          db
            .select({ id: surveyResponses.id, override: surveyResponses.qualityOverride })
            .from(surveyResponses)
            .where(eq(surveyResponses.id, id)),
        );
      const [row] = await db
        .with(previous)
        .update(surveyResponses)
        .set({ qualityOverride: override, qualityOverrideReason: reason })
        .from(previous)
        .where(eq(surveyResponses.id, previous.id))
        .returning({ previous: previous.override });
      return row && { previous: row.previous as QualityOverride | null };
    },

    /** Deletes the given responses; returns the ids that existed. */
    async deleteMany(ids: readonly string[]): Promise<string[]> {
      const deleted = await db
        .delete(surveyResponses)
        .where(inArray(surveyResponses.id, [...ids]))
        .returning({ id: surveyResponses.id });
      // A deleted response's "other" text leaves the kept analysis at once, not at the next fold.
      if (deleted.length > 0) await foldAfterDelete(db);
      return deleted.map((row) => row.id);
    },

    /** The "other" texts of the matching responses, in the export's order, in batches. */
    async *freeTexts(filters: ResponseFilters): AsyncGenerator<{ id: string; text: string }> {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select({
            id: surveyResponses.id,
            text: surveyResponses.causesOtherText,
            at: sql<string>`${surveyResponses.createdAt}::text`,
          })
          .from(surveyResponses)
          .where(
            and(
              responseCondition(filters, timeZone),
              isNotNull(surveyResponses.causesOtherText),
              after &&
                sql`(${surveyResponses.createdAt}, ${surveyResponses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
            ),
          )
          .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id))
          .limit(EXPORT_BATCH);
        for (const { id, text } of rows) yield { id, text: text ?? '' };
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        after = { at: last.at, id: last.id };
      }
    },

    /**
     * Every response matching the filters, oldest first, read a thousand at a time by keyset
     * (created_at, id), so memory stays flat however many there are.
     */
    async *matching(filters: ResponseFilters): AsyncGenerator<ExportedResponseRow> {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select({
            row: surveyResponses,
            at: sql<string>`${surveyResponses.createdAt}::text`,
            overEnrolment: sql<boolean>`${OVER_ENROLMENT}`.mapWith(Boolean),
          })
          .from(surveyResponses)
          .where(
            and(
              responseCondition(filters, timeZone),
              after &&
                sql`(${surveyResponses.createdAt}, ${surveyResponses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
            ),
          )
          .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id))
          .limit(EXPORT_BATCH);
        for (const { row, overEnrolment } of rows) yield { ...row, overEnrolment };
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        after = { at: last.at, id: last.row.id };
      }
    },
  };
}

export type AdminSurveysRepository = ReturnType<typeof createAdminSurveysRepository>;
