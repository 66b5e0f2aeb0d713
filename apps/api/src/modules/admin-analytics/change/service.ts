import {
  PRCA24_SCORES,
  PRCA24_SUBSCALES,
  alphaFromSums,
  compareNames,
  pairedChange,
  subsetItemSums,
  type ChangeAnalytics,
  type ChangeQuery,
  type ItemSums,
  type Prca24Score,
  type SchoolMatch,
  type ScoreChange,
  type ScoreCount,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { ApiError } from '../../../http/errors';
import { scanReliabilityCells } from '../../../kept/reliability-sums/cells';
import { addSums } from '../reliability/service';
import type { WaveMatchingService } from './matching';
import {
  chosenPair,
  countedPairs,
  readClassLines,
  readJointHistograms,
  readKnownWaves,
  readNames,
  type ClassLine,
  type JointCount,
  type WavePair,
} from './repository';

/** Adds `count` to `value`'s entry of a histogram kept as a map. */
function tally(histogram: Map<number, number>, value: number, count: number): void {
  histogram.set(value, (histogram.get(value) ?? 0) + count);
}

const asHistogram = (counts: Map<number, number>): ScoreCount[] =>
  [...counts].map(([value, count]) => ({ value, count }));

/** Each score's change from its joint histogram and the alpha of its items before. */
function scoreChanges(joint: readonly JointCount[], earlierSums: ItemSums) {
  return PRCA24_SCORES.map((score) => {
    const before = new Map<number, number>();
    const after = new Map<number, number>();
    const change = new Map<number, number>();
    for (const row of joint) {
      if (row.score !== score) continue;
      tally(before, row.before, row.count);
      tally(after, row.after, row.count);
      tally(change, row.after - row.before, row.count);
    }
    const items = itemsOf(score);
    const alpha = alphaFromSums(items ? subsetItemSums(earlierSums, items) : earlierSums).alpha;
    return {
      score,
      ...pairedChange({
        before: asHistogram(before),
        after: asHistogram(after),
        change: asHistogram(change),
        alpha,
      }),
    };
  });
}

function itemsOf(score: Prca24Score): readonly number[] | undefined {
  return PRCA24_SUBSCALES.find((subscale) => subscale.name === score)?.items;
}

const rate = (matched: number, responses: number) => (responses > 0 ? matched / responses : null);

/** The match report: per school (matching never crosses one), its classes in natural order. */
function matchReport(lines: readonly ClassLine[], names: Map<string, string>): SchoolMatch[] {
  const schools = [...new Set(lines.map((line) => line.schoolId))];
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return schools
    .map((schoolId) => {
      const own = lines.filter((line) => line.schoolId === schoolId);
      const sum = (wave: 'from' | 'to', of: (line: ClassLine) => number) =>
        own.filter((line) => line.wave === wave).reduce((total, line) => total + of(line), 0);
      const responsesFrom = sum('from', (line) => line.responses);
      const responsesTo = sum('to', (line) => line.responses);
      const exact = sum('from', (line) => line.exact);
      const oneDifference = sum('from', (line) => line.oneDifference);
      const ambiguous = sum('from', (line) => line.ambiguous);
      const total = exact + oneDifference;
      const classes = own
        .filter((line): line is ClassLine & { classId: string } => line.classId !== null)
        .map((line) => {
          const matched = line.exact + line.oneDifference;
          return {
            classId: line.classId,
            className: nameOf(line.classId) ?? '',
            wave: line.wave,
            responses: line.responses,
            exact: line.exact,
            oneDifference: line.oneDifference,
            ambiguous: line.ambiguous,
            unmatched: line.responses - matched - line.ambiguous,
            matchRate: rate(matched, line.responses),
          };
        })
        .sort((a, b) =>
          a.wave === b.wave ? compareNames(a.className, b.className) : a.wave === 'from' ? -1 : 1,
        );
      return {
        schoolId,
        schoolName: nameOf(schoolId),
        responsesFrom,
        responsesTo,
        total,
        exact,
        oneDifference,
        ambiguous,
        unmatchedFrom: responsesFrom - total - ambiguous,
        unmatchedTo: responsesTo - total,
        matchRate: rate(total, responsesFrom),
        classes,
      };
    })
    .sort((a, b) =>
      a.schoolName === null
        ? 1
        : b.schoolName === null
          ? -1
          : compareNames(a.schoolName, b.schoolName),
    );
}

function totals(report: readonly SchoolMatch[]): ChangeAnalytics['pairs'] {
  const sum = (of: (school: SchoolMatch) => number) =>
    report.reduce((total, school) => total + of(school), 0);
  return {
    total: sum((school) => school.total),
    exact: sum((school) => school.exact),
    oneDifference: sum((school) => school.oneDifference),
    ambiguous: sum((school) => school.ambiguous),
    unmatchedFrom: sum((school) => school.unmatchedFrom),
    unmatchedTo: sum((school) => school.unmatchedTo),
  };
}

/** What the figures are computed from; for the whole pair, kept with its matching. */
interface ChangeInputs {
  joint: JointCount[];
  lines: ClassLine[];
  earlierSums: ItemSums;
}

async function readInputs(db: Database, pair: WavePair): Promise<ChangeInputs> {
  const earlierOfPairs = sql`"survey_responses"."id" IN (SELECT from_response_id FROM (${countedPairs(pair)}) AS counted)`;
  // One after the other: the embedded database runs one statement at a time anyway.
  const joint = await readJointHistograms(db, pair);
  const lines = await readClassLines(db, pair);
  const cells = await scanReliabilityCells(db, undefined, earlierOfPairs);
  return { joint, lines, earlierSums: addSums(cells.map((cell) => cell.sums)) };
}

/**
 * The whole pair's inputs kept with its matching, or computed and kept with the matching of
 * `fingerprint` when none are; whether they were computed.
 */
async function wholePairInputs(
  db: Database,
  matching: WaveMatchingService,
  pair: WavePair,
  fingerprint: string,
): Promise<{ inputs: ChangeInputs; computed: boolean }> {
  const kept = await matching.keptFigures<ChangeInputs>(pair.fromWave, pair.toWave);
  if (kept) return { inputs: kept, computed: false };
  const inputs = await readInputs(db, pair);
  await matching.keepFigures(pair.fromWave, pair.toWave, fingerprint, inputs);
  return { inputs, computed: true };
}

/**
 * Each score's change over the whole pair, from the inputs kept with its current matching, or
 * null when none are kept: for a reader that must neither match nor compute, such as a student
 * reading their own change against the study's measurement error (surveys/change).
 */
export async function keptScoreChanges(
  matching: Pick<WaveMatchingService, 'keptFigures'>,
  fromWave: string,
  toWave: string,
): Promise<ScoreChange[] | null> {
  const kept = await matching.keptFigures<ChangeInputs>(fromWave, toWave);
  return kept ? scoreChanges(kept.joint, kept.earlierSums) : null;
}

/** Whether the query asks for the whole pair: no filter but the waves (every response). */
function isWholePair(filters: Omit<ChangeQuery, 'fromWave' | 'toWave'>): boolean {
  return Object.entries(filters).every(
    ([key, value]) => value === undefined || (key === 'quality' && value === 'all'),
  );
}

/**
 * GET /api/admin/analytics/change: the students matched between two waves by their linking
 * codes, and each score's change over them (issue 32). Matching is kept (matching.ts), and so
 * are the whole pair's inputs: an unfiltered read costs a fingerprint and a row, a filtered one
 * joins its subset's pairs to their responses.
 */
export function createChangeService(db: Database, timeZone: string, matching: WaveMatchingService) {
  return {
    async read(query: ChangeQuery): Promise<ChangeAnalytics> {
      const { fromWave, toWave, ...filters } = query;
      const known = await readKnownWaves(db, [fromWave, toWave]);
      if (!known.has(fromWave) || !known.has(toWave)) throw new ApiError(400, 'change.waveUnknown');
      const fingerprint = await matching.refresh(fromWave, toWave);

      const pair = chosenPair(
        fromWave,
        toWave,
        filterCondition(filters, timeZone),
        filters,
        timeZone,
      );
      const inputs = isWholePair(filters)
        ? (await wholePairInputs(db, matching, pair, fingerprint)).inputs
        : await readInputs(db, pair);
      const names = await readNames(
        db,
        inputs.lines.flatMap((line) => (line.schoolId ? [line.schoolId] : [])),
        inputs.lines.flatMap((line) => (line.classId ? [line.classId] : [])),
      );
      const report = matchReport(inputs.lines, names);
      return {
        pairs: totals(report),
        scores: scoreChanges(inputs.joint, inputs.earlierSums),
        matchReport: report,
      };
    },

    /**
     * Makes the whole pair's kept matching and figures current, as an unfiltered read does,
     * without reading them out; whether that took any work (the pair matched again, or its
     * figures never computed). What the hourly job runs for each pair of consecutive waves
     * (kept/wave-pairs-job.ts), so that a student's own change finds them kept.
     */
    async keepWholePair(fromWave: string, toWave: string): Promise<boolean> {
      const fingerprint = await matching.refresh(fromWave, toWave);
      const pair = chosenPair(fromWave, toWave, undefined, {}, timeZone);
      return (await wholePairInputs(db, matching, pair, fingerprint)).computed;
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
