import { CATEGORIES, CAUSES, IMPACT_LEVELS, REPORT_LEVELS, type ReleaseFigures } from '@prca/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EXCLUDED_RESPONSE } from '../../../db/filters';
import { COUNTED_FOR_SCOPE, OVER_ENROLMENT } from '../../../db/over-enrolment';
import { queryRows } from '../../../db/query-rows';
import {
  classReleases,
  classes,
  consentDeclines,
  surveyResponses,
  type ClassReleaseChange,
  type ClassReleaseFigures,
} from '../../../db/schema';
import { readScoreMoments } from '../../admin-analytics/norms/repository';
import { readClassBreakdowns } from '../class/repository';
import type { ExactChange, SinceLastWaveReads } from '../class/since-last-wave';

export type ClassRelease = typeof classReleases.$inferSelect;

/** What decides whether a class's release moves: its state now. */
export interface ClassNow {
  classId: string;
  /** When the class closed; null while it is open. */
  closedAt: Date | null;
  /** The responses its figures count now (unflagged, within the enrolment). */
  countedIds: string[];
}

/** The stored releases of classes and what a new one is made of (issues 28 and 32). */
export function createReleaseRepository(db: Database, sinceLastWave: SinceLastWaveReads) {
  return {
    /** Each class's latest release. */
    async latest(classIds: readonly string[]): Promise<Map<string, ClassRelease>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([classReleases.classId])
        .from(classReleases)
        .where(inArray(classReleases.classId, [...classIds]))
        .orderBy(classReleases.classId, desc(classReleases.number));
      return new Map(rows.map((row) => [row.classId, row]));
    },

    /** Each class as it is now: closed or not, and the responses its figures count. */
    async now(classIds: readonly string[]): Promise<ClassNow[]> {
      if (classIds.length === 0) return [];
      // One row a class, its counted ids gathered by the database: a scope of a hundred classes
      // would otherwise bring back a row for every counted response at every read.
      const rows = await db
        .select({
          id: classes.id,
          open: classes.open,
          closedAt: classes.closedAt,
          countedIds: sql<string[]>`coalesce(array_agg(${surveyResponses.id}::text)
            FILTER (WHERE ${surveyResponses.id} IS NOT NULL), '{}')`,
        })
        .from(classes)
        .leftJoin(surveyResponses, and(eq(surveyResponses.classId, classes.id), COUNTED_FOR_SCOPE))
        .where(inArray(classes.id, [...classIds]))
        .groupBy(classes.id);
      return rows.map((row) => ({
        classId: row.id,
        closedAt: row.open ? null : (row.closedAt ?? new Date(0)),
        countedIds: row.countedIds,
      }));
    },

    /** A class's exact figures now: counted responses' breakdowns and sums, participation. */
    async exactFigures(classId: string): Promise<ClassReleaseFigures> {
      const ofClass = eq(surveyResponses.classId, classId);
      const [breakdowns, moments, declines, leftOut] = await Promise.all([
        readClassBreakdowns(db, and(ofClass, COUNTED_FOR_SCOPE)),
        readScoreMoments(db, and(ofClass, COUNTED_FOR_SCOPE)),
        db.$count(consentDeclines, eq(consentDeclines.classId, classId)),
        queryRows<{ flagged: number; over: number }>(
          db,
          sql`SELECT count(*) FILTER (WHERE ${EXCLUDED_RESPONSE})::int AS flagged,
              count(*) FILTER (WHERE ${OVER_ENROLMENT})::int AS over
            FROM survey_responses WHERE ${ofClass}`,
        ),
      ]);
      const [part] = breakdowns;
      const figures: ReleaseFigures = {
        n: part?.n ?? 0,
        levels: part?.levels ?? REPORT_LEVELS.map(() => 0),
        impact: part?.impact ?? IMPACT_LEVELS.map(() => 0),
        causes: part?.causes ?? CAUSES.map(() => 0),
        contextSums: Object.fromEntries(
          CATEGORIES.map((category) => [category, moments[category].sum]),
        ) as ReleaseFigures['contextSums'],
      };
      return {
        ...figures,
        exact: { levels: figures.levels, impact: figures.impact, causes: figures.causes },
        declines: Number(declines),
        flagged: Number(leftOut[0]?.flagged ?? 0),
        overEnrolment: Number(leftOut[0]?.over ?? 0),
      };
    },

    /**
     * Classes' exact change since the wave before, over the responses each release counts (null
     * for a class of the study's first wave).
     */
    exactChanges(
      releases: readonly { classId: string; countedIds: readonly string[] }[],
    ): Promise<Map<string, ExactChange | null>> {
      return sinceLastWave.ofReleases(releases);
    },

    /** Adds the change to a release made without it, unless another read added it first. */
    async addChange(releaseId: string, change: ClassReleaseChange | null): Promise<void> {
      await db
        .update(classReleases)
        .set({
          figures: sql`jsonb_set(${classReleases.figures}, '{change}', ${JSON.stringify(change)}::jsonb)`,
        })
        .where(
          and(eq(classReleases.id, releaseId), sql`${classReleases.figures} -> 'change' IS NULL`),
        );
    },

    /** Stores a release unless another read made that one first; the class's latest after. */
    async add(release: typeof classReleases.$inferInsert): Promise<void> {
      await db.insert(classReleases).values(release).onConflictDoNothing();
    },
  };
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;
