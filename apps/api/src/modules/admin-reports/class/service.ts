import {
  CATEGORIES,
  CAUSES,
  IMPACT_LEVELS,
  MCCROSKEY_NORMS,
  PRCA24_SCORES,
  REPORT_LEVELS,
  TOTAL_LEVEL_RANGES,
  isLinkedCountWithheld,
  isWithheld,
  linkedWithheldCells,
  meanToOneDecimal,
  meanTotalBlur,
  percentage,
  totalSum,
  type AnalyticsFilters,
  type ClassReport,
  type Grade,
  type Prca24Score,
  type ScoreMoments,
  type SinceLastWave,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, qualityCondition } from '../../../db/filters';
import type { RequestScope } from '../../admin-auth/scope';
import { readScoreMoments } from '../../admin-analytics/norms/repository';
import { sectionBCells } from '../../admin-analytics/sectionb/repository';
import { reportClasses, type ReportClassRow } from '../report-classes';
import type { CurrentRelease, ReleaseService } from '../releases/service';
import { readStudyLinkWaves } from '../../research-context/study-settings';
import { reportDeclines } from './declines';
import { readLevelCounts, type ClassBreakdowns } from './repository';
import type { ExactChange, SinceLastWaveReads } from './since-last-wave';
import {
  exactPart,
  releasedParts,
  sinceLastWaveSection,
  type ChangePart,
} from './since-last-wave-section';

/** The breakdowns a report is made of: one per class for a scoped account, one for the rest. */
type Part = Omit<ClassBreakdowns, 'classId'> & {
  /** The exact counts that decide what is withheld, where the shown ones are noised. */
  exact: Pick<ClassBreakdowns, 'levels' | 'impact' | 'causes'>;
};

type Sums = Record<Prca24Score, Pick<ScoreMoments, 'n' | 'sum'>>;
type Count = { count: number | null; withheld: boolean };

/** What a report is made of, before it is worded as the reply. */
interface ReportFigures {
  parts: Part[];
  sums: Sums;
  comparison: Sums;
  declines: Count | null;
  leftOut: ClassReport['participation']['leftOut'];
  release: ClassReport['release'];
  /** A scoped account's releases of its classes, whose change the report shows; else null. */
  released: CurrentRelease[] | null;
}

/**
 * A breakdown whose counts partition `n` respondents, summed over the parts, as cells the reader
 * may see: withheld as core's `linkedWithheldCells` says of the exact counts (each part's own
 * withheld cells, then under the minimum, homogeneity, and the next smallest beside a lone
 * one), the shown counts those given (noised for a scoped account).
 */
function breakdown<K extends string>(
  keys: readonly K[],
  parts: readonly { exact: readonly number[]; shown: readonly number[] }[],
  n: number,
  minimum: number | null,
) {
  // No part at all (a scope that counts no class) is a group of nobody, withheld whole.
  const zeros = keys.map(() => 0);
  const counted = parts.length > 0 ? parts : [{ exact: zeros, shown: zeros }];
  const withheld = linkedWithheldCells(
    counted.map((part) => part.exact),
    minimum,
  );
  return keys.map((key, i) => {
    const count = Math.min(
      n,
      counted.reduce((sum, part) => sum + (part.shown[i] ?? 0), 0),
    );
    return withheld[i]
      ? { key, count: null, percentage: null, withheld: true }
      : { key, count, percentage: percentage(count, n), withheld: false };
  });
}

/** A count summed over classes, as a scoped account reads it (withheld if any class's is). */
function linkedCount(counts: readonly number[], minimum: number | null): Count {
  const count = counts.reduce((sum, one) => sum + one, 0);
  return isLinkedCountWithheld(counts, minimum)
    ? { count: null, withheld: true }
    : { count, withheld: false };
}

function meanOf(sums: Pick<ScoreMoments, 'n' | 'sum'>, minimum: number | null) {
  return isWithheld(sums.n, minimum)
    ? { mean: null, withheld: true }
    : { mean: meanToOneDecimal(sums.sum, sums.n), withheld: false };
}

/** The score sums of classes' releases: each context's noised sum, the total theirs summed. */
function releasedSums(releases: readonly CurrentRelease[]): Sums {
  const n = releases.reduce((sum, release) => sum + release.figures.n, 0);
  const of = (sum: (release: CurrentRelease) => number) => ({
    n,
    sum: releases.reduce((total, release) => total + sum(release), 0),
  });
  return {
    total: of((release) => totalSum(release.figures.contextSums)),
    ...Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        of((release) => release.figures.contextSums[category]),
      ]),
    ),
  } as Sums;
}

/**
 * The class report (issue 19) for a subset: participation (with its declines apart, issue 27),
 * the students at each level (the one each student was told), the mean scores beside the
 * comparison group and McCroskey's norms, section B's causes and impact, and the change since the
 * last wave (issue 32). The study's own accounts read exact, live figures of any subset. An
 * account limited to schools or classes (whose filters the scope layer has narrowed) reads its
 * classes' releases (issue 28): noised figures that move only in steps, summed over its classes,
 * each cell withheld wherever one of its classes withholds it; the comparison is the scope's own
 * counted classes rather than the study.
 */
export function createClassReportService(
  db: Database,
  timeZone: string,
  releases: ReleaseService,
  sinceLastWave: SinceLastWaveReads,
) {
  /** Exact, live figures of the subset, in one part (nothing is withheld without a scope). */
  async function exactFigures(
    filters: AnalyticsFilters,
    classRows: readonly ReportClassRow[],
  ): Promise<ReportFigures> {
    const condition = filterCondition(filters, timeZone);
    const [levels, cells, moments, comparison, declines] = await Promise.all([
      readLevelCounts(db, condition),
      sectionBCells(db, filters, timeZone),
      readScoreMoments(db, condition),
      readScoreMoments(db),
      reportDeclines(db, filters, classRows),
    ]);
    const counts = {
      levels: REPORT_LEVELS.map((level) => levels[level]),
      impact: IMPACT_LEVELS.map((level) =>
        cells.filter((cell) => cell.impact === level).reduce((sum, cell) => sum + cell.count, 0),
      ),
      causes: CAUSES.map((cause) => cells.reduce((sum, cell) => sum + cell.causes[cause], 0)),
    };
    // Exact figures: what is shown is what decides.
    const part: Part = { n: levels.n, ...counts, exact: counts };
    return {
      parts: [part],
      sums: moments,
      comparison,
      declines,
      leftOut: null,
      release: null,
      released: null,
    };
  }

  /** A scoped account's figures: its classes' current releases, summed. */
  async function releasedFigures(
    classRows: readonly ReportClassRow[],
    scope: RequestScope,
  ): Promise<ReportFigures> {
    const asked = classRows.map((row) => row.id);
    const current = await releases.current([...new Set([...asked, ...scope.counted])], {
      minimum: scope.minimum,
      epsilon: scope.epsilon,
      perWave: scope.releasesPerWave,
    });
    const ofClasses = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const release = current.get(id);
        return release && release.figures.n > 0 ? [release] : [];
      });
    const mine = ofClasses(asked);
    const minimum = scope.minimum;
    const n = mine.reduce((sum, release) => sum + release.figures.n, 0);
    const latest = mine.reduce<CurrentRelease | undefined>(
      (last, release) => (!last || release.createdAt > last.createdAt ? release : last),
      undefined,
    );
    return {
      parts: mine.map(({ figures }) => ({
        n: figures.n,
        levels: figures.levels,
        impact: figures.impact,
        causes: figures.causes,
        exact: figures.exact,
      })),
      sums: releasedSums(mine),
      comparison: releasedSums(ofClasses(scope.counted)),
      // Declines as of each class's release, withheld as linked counts. (A scope refuses every
      // filter a decline does not record, so they are always counted.)
      declines: linkedCount(
        mine.map((release) => release.figures.declines),
        minimum,
      ),
      leftOut: {
        flagged: linkedCount(
          mine.map((release) => release.figures.flagged),
          minimum,
        ),
        overEnrolment: linkedCount(
          mine.map((release) => release.figures.overEnrolment),
          minimum,
        ),
      },
      release: latest
        ? {
            madeAt: latest.createdAt.toISOString(),
            responses: n,
            spent: mine.some((release) => release.spent),
            final: mine.every((release) => release.closing),
            blur: Math.round(10 * meanTotalBlur(mine.length, n, scope.epsilon)) / 10,
          }
        : null,
      released: mine,
    };
  }

  /**
   * The change since the last wave (issue 32) of the report's wave: of its classes' releases
   * for a scoped account; else exact and live, the pairs whose later response the filters
   * choose and whose earlier one passes the quality filter, as the change endpoint pairs them.
   */
  async function sinceLastWaveOf(
    filters: AnalyticsFilters,
    classRows: readonly ReportClassRow[],
    figures: ReportFigures,
    scope: RequestScope | undefined,
  ): Promise<SinceLastWave> {
    const minimum = scope?.minimum ?? null;
    const epsilon = scope?.epsilon ?? null;
    const waves = filters.wave ?? [...new Set(classRows.map((row) => row.wave.id))];
    const earlierWave = waves.length === 1 ? await sinceLastWave.earlierWave(waves[0]!) : null;
    const linking = await readStudyLinkWaves(db);
    const section = (parts: ChangePart[], sem: ExactChange['sem'] | null = null) =>
      sinceLastWaveSection({ waves, earlierWave, linking, parts, minimum, epsilon, sem });
    if (!earlierWave) return section([]);
    if (figures.released) return section(releasedParts(figures.released, earlierWave.id));
    const exact = await sinceLastWave.exactChange({
      earlierWave: earlierWave.id,
      laterWave: waves[0]!,
      earlier: qualityCondition(filters.quality) ?? sql`true`,
      later: filterCondition(filters, timeZone) ?? sql`true`,
    });
    return section([exactPart(exact)], exact.sem);
  }

  return {
    async read(filters: AnalyticsFilters, scope: RequestScope | undefined): Promise<ClassReport> {
      const minimum = scope?.minimum ?? null;
      const classRows = await reportClasses(db, filters);
      const figures = scope
        ? await releasedFigures(classRows, scope)
        : await exactFigures(filters, classRows);
      const { parts } = figures;
      const n = parts.reduce((sum, part) => sum + part.n, 0);
      const responsesWithheld = isLinkedCountWithheld(
        parts.map((part) => part.n),
        minimum,
      );
      const enrolledCounts = classRows.map((row) => row.enrolled);
      const enrolled =
        enrolledCounts.length > 0 && enrolledCounts.every((count) => count !== null)
          ? enrolledCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
          : null;

      // Each cause splits the respondents in two (named it, did not): both sides are checked,
      // so that "all but two named it" does not single out the two.
      const causes = CAUSES.map((cause, index) => {
        const [named] = breakdown(
          ['named', 'not'],
          parts.map((part) => ({
            exact: [part.exact.causes[index]!, part.n - part.exact.causes[index]!],
            shown: [part.causes[index]!, part.n - part.causes[index]!],
          })),
          n,
          minimum,
        );
        return {
          cause,
          count: named!.count,
          percentage: named!.percentage,
          withheld: named!.withheld,
          order: named!.count ?? 0,
        };
      })
        // The shown causes by their counts, then the withheld ones in the questionnaire's order:
        // an order by hidden counts would tell what the counts hide (issue 28).
        .sort(
          (a, b) =>
            Number(a.withheld) - Number(b.withheld) ||
            (a.withheld ? 0 : b.order - a.order) ||
            CAUSES.indexOf(a.cause) - CAUSES.indexOf(b.cause),
        )
        .map(({ order: _order, ...cause }) => cause);

      return {
        minimumGroupSize: minimum,
        // A class's own responses and declines stay out: only the subset's, withheld as such.
        classes: classRows.map(
          ({ open: _open, responses: _responses, declines: _declines, ...row }) => ({
            ...row,
            grade: row.grade as Grade,
          }),
        ),
        participation: {
          responses: responsesWithheld ? null : n,
          enrolled,
          rate: responsesWithheld || enrolled === null ? null : percentage(n, enrolled),
          withheld: responsesWithheld,
          // A researcher's figures follow the quality filter; a scoped account's, its releases.
          counted: scope ? 'released' : (filters.quality ?? 'all'),
          declines: figures.declines,
          leftOut: figures.leftOut,
        },
        release: figures.release,
        levels: breakdown(
          REPORT_LEVELS,
          parts.map((part) => ({ exact: part.exact.levels, shown: part.levels })),
          n,
          minimum,
        ).map(({ key, ...cell }) => {
          const { min, max } = TOTAL_LEVEL_RANGES.find((range) => range.level === key)!;
          return { level: key, range: { min, max }, ...cell };
        }),
        scores: PRCA24_SCORES.map((score: Prca24Score) => ({
          score,
          ...meanOf(figures.sums[score], minimum),
          comparison: meanOf(figures.comparison[score], minimum),
          norm: { ...MCCROSKEY_NORMS[score] },
        })),
        comparison: scope ? 'scope' : 'study',
        causes,
        impact: breakdown(
          IMPACT_LEVELS,
          parts.map((part) => ({ exact: part.exact.impact, shown: part.impact })),
          n,
          minimum,
        ).map(({ key, ...cell }) => ({ level: key, ...cell })),
        sinceLastWave: await sinceLastWaveOf(filters, classRows, figures, scope),
      };
    },
  };
}

export type ClassReportService = ReturnType<typeof createClassReportService>;
