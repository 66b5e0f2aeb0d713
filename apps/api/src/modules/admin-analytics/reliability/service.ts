import {
  CATEGORIES,
  GENDERS,
  GRADES,
  ITEMS,
  alphaFromSums,
  interpretItemTotalCorrelation,
  interpretReliability,
  prca24ReliabilityStatistics,
  reliabilityLevel,
  subsetItemSums,
  withQuestionNumbers,
  type AlphaAnalysis,
  type AlphaUnavailableReason,
  type ItemSums,
  type ReliabilityAnalytics,
  type ReliabilityWithOmegaAnalytics,
  type ScaleReliability,
  type Translated,
  type AnalyticsFilters,
} from '@prca/core';
import { translate, type ApiMessageKey } from '../../../http/messages';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered } from '../../../db/filters';
import {
  readReliabilityCells,
  scanReliabilityCells,
  type CellSums,
} from '../../../kept/reliability-sums/cells';

type Interpretation = ReliabilityAnalytics['interpretation'];

function emptySums(k: number): ItemSums {
  return {
    n: 0,
    sums: new Array<number>(k).fill(0),
    crossProducts: Array.from({ length: k }, () => new Array<number>(k).fill(0)),
  };
}

/** The sums of several cells: sums of integers, so exactly the sums of their responses. */
export function addSums(cells: readonly ItemSums[], k = ITEMS.length): ItemSums {
  const total = emptySums(k);
  for (const cell of cells) {
    total.n += cell.n;
    cell.sums.forEach((value, i) => ((total.sums as number[])[i]! += value));
    cell.crossProducts.forEach((row, i) =>
      row.forEach((value, j) => ((total.crossProducts[i] as number[])[j]! += value)),
    );
  }
  return total;
}

function alphaFigures(analysis: AlphaAnalysis) {
  return {
    alpha: analysis.alpha,
    reliability: analysis.alpha === null ? null : reliabilityLevel(analysis.alpha),
    sampleSize: analysis.sampleSize,
    confidenceInterval: analysis.feldt,
    reason: analysis.reason,
  };
}

function scaleFigures(analysis: AlphaAnalysis) {
  return {
    ...alphaFigures(analysis),
    standardizedAlpha: analysis.standardizedAlpha,
    itemCount: analysis.itemCount,
  };
}

function bothLanguages(key: ApiMessageKey): Translated {
  return { en: translate(key, 'en'), vi: translate(key, 'vi') };
}

const UNAVAILABLE_TEXTS: Record<
  AlphaUnavailableReason,
  { description: ApiMessageKey; recommendation: ApiMessageKey }
> = {
  tooFewRespondents: {
    description: 'reliability.tooFewRespondents',
    recommendation: 'reliability.collectMoreResponses',
  },
  tooFewItems: {
    description: 'reliability.tooFewItems',
    recommendation: 'reliability.checkResponses',
  },
  zeroTotalVariance: {
    description: 'reliability.zeroTotalVariance',
    recommendation: 'reliability.checkResponses',
  },
  tooFewItemsWithVariance: {
    description: 'reliability.tooFewItemsWithVariance',
    recommendation: 'reliability.checkResponses',
  },
};

/** The interpretation block: core's texts for the level, or why there is no alpha yet. */
export function interpretationOf(analysis: AlphaAnalysis): Interpretation {
  if (analysis.alpha !== null) {
    const { level, label, description, recommendation } = interpretReliability(analysis.alpha);
    return { level, label, description, recommendation };
  }
  const texts = UNAVAILABLE_TEXTS[analysis.reason ?? 'tooFewRespondents'];
  return {
    level: null,
    label: bothLanguages('reliability.unavailable'),
    description: bothLanguages(texts.description),
    recommendation: bothLanguages(texts.recommendation),
  };
}

function groupFigures(cells: readonly CellSums[], belongs: (cell: CellSums) => boolean) {
  return alphaFigures(alphaFromSums(addSums(cells.filter(belongs).map((cell) => cell.sums))));
}

function itemIndices(category: (typeof CATEGORIES)[number]): number[] {
  return ITEMS.flatMap((item, index) => (item.category === category ? [index] : []));
}

function omegaFigures({ omega, sem, semReason }: ScaleReliability) {
  return {
    omegaAsScored: omega.asScored,
    omegaAsScoredReason: omega.asScoredReason,
    omegaFlipped: omega.flipped,
    omegaFlippedReason: omega.flippedReason,
    sem,
    semReason,
  };
}

/** Every figure of the reliability screen from the grade × gender cells of the responses. */
export function toReliabilityAnalytics(cells: readonly CellSums[]): ReliabilityWithOmegaAnalytics {
  const all = addSums(cells.map((cell) => cell.sums));
  const overall = alphaFromSums(all);
  const statistics = prca24ReliabilityStatistics(all);
  return {
    overall: {
      ...scaleFigures(overall),
      ...omegaFigures(statistics.overall),
      averageInterItemCorrelation: overall.averageInterItemCorrelation,
      excludedQuestions: overall.excludedItems.map((index) => ITEMS[index]!.id),
    },
    interpretation: interpretationOf(overall),
    byCategory: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        {
          ...scaleFigures(alphaFromSums(subsetItemSums(all, itemIndices(category)))),
          ...omegaFigures(statistics.bySubscale[category]),
        },
      ]),
    ) as ReliabilityWithOmegaAnalytics['byCategory'],
    byDemographic: {
      grade: Object.fromEntries(
        GRADES.map((grade) => [grade, groupFigures(cells, (cell) => cell.grade === grade)]),
      ) as ReliabilityAnalytics['byDemographic']['grade'],
      gender: Object.fromEntries(
        GENDERS.map((gender) => [gender, groupFigures(cells, (cell) => cell.gender === gender)]),
      ) as ReliabilityAnalytics['byDemographic']['gender'],
    },
    itemAnalysis: overall.items.map((item) => {
      const r = item.correctedItemTotalCorrelation;
      return {
        questionNumber: ITEMS[item.item]!.id,
        category: ITEMS[item.item]!.category,
        itemTotalCorrelation: r,
        alphaIfDeleted: item.alphaIfDeleted,
        interpretation: r === null ? null : interpretItemTotalCorrelation(r),
        mean: item.mean,
        sd: item.sd,
        reason: item.correctedItemTotalCorrelationReason ?? item.alphaIfDeletedReason,
      };
    }),
    warnings: statistics.warnings.map(
      withQuestionNumbers,
    ) as ReliabilityWithOmegaAnalytics['warnings'],
  };
}

/**
 * The reliability screen. Unfiltered, it reads the kept sums (a few rows whatever the number of
 * responses); for a subset it scans the subset's responses, which the indexes on school, class,
 * wave and date keep to those rows.
 */
export function createReliabilityService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<ReliabilityWithOmegaAnalytics> =>
      toReliabilityAnalytics(
        isFiltered(filters)
          ? await scanReliabilityCells(db, undefined, filterCondition(filters, timeZone))
          : await readReliabilityCells(db),
      ),
  };
}

export type ReliabilityService = ReturnType<typeof createReliabilityService>;
