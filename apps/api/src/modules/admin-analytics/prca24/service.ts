import {
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  REPORT_BANDS,
  percentage,
  reportBand,
  type Prca24Analytics,
  type ReportBand,
  type AnalyticsFilters,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { readPrca24Figures, type Prca24Figures, type TotalCell } from './repository';

type Band = Prca24Analytics['distributionByLevel']['highAnxiety'];

function zeros<const T extends readonly string[]>(keys: T): Record<T[number], number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T[number], number>;
}

function tallyBand(band: ReportBand, cells: readonly TotalCell[], total: number): Band {
  const { min, max } = REPORT_BANDS.find((candidate) => candidate.band === band)!;
  const genders = zeros(GENDERS);
  const educationLevels = zeros(GRADES);
  const participationLevels = zeros(PARTICIPATION_LEVELS);
  let count = 0;
  for (const cell of cells) {
    if (reportBand(cell.total) !== band) continue;
    count += cell.count;
    genders[cell.gender as keyof typeof genders] += cell.count;
    educationLevels[cell.grade as keyof typeof educationLevels] += cell.count;
    participationLevels[cell.participation as keyof typeof participationLevels] += cell.count;
  }
  return {
    count,
    percentage: percentage(count, total),
    range: { min, max },
    genders,
    educationLevels,
    participationLevels,
  };
}

/** The PRCA24 tab: statistics of the total, the report bands and the mean context scores. */
export function toPrca24Analytics(figures: Prca24Figures): Prca24Analytics {
  const { n, cells } = figures;
  return {
    totalResponses: n,
    overallStats: {
      averageScore: figures.mean,
      medianScore: figures.median,
      standardDeviation: figures.sd,
    },
    distributionByLevel: {
      highAnxiety: tallyBand('high', cells, n),
      moderateAnxiety: tallyBand('moderate', cells, n),
      lowAnxiety: tallyBand('low', cells, n),
    },
    contextualScores: {
      groupDiscussion: figures.groupDiscussion,
      meetings: figures.meetings,
      interpersonal: figures.interpersonal,
      publicSpeaking: figures.publicSpeaking,
    },
  };
}

export function createPrca24Service(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<Prca24Analytics> =>
      toPrca24Analytics(await readPrca24Figures(db, filters, timeZone)),
  };
}

export type Prca24Service = ReturnType<typeof createPrca24Service>;
