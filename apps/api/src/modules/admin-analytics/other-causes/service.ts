import {
  GENDERS,
  GRADE_AGE_RANGES,
  GRADES,
  OTHER_CAUSE_THEMES,
  OTHER_CAUSES_TEXT_LIMIT,
  THEME_EXAMPLE_COUNT,
  percentage,
  type AnalyticsFilters,
  type AwarenessLevel,
  type Gender,
  type Grade,
  type ImpactLevel,
  type OtherCausesAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import {
  onOneSnapshot,
  otherCauseCells,
  otherCauseTexts,
  type OtherCauseTextRow,
} from './repository';
import { byCountDescending, cellsWhere, countOf } from '../tally';
import { commonPhrases, lengthStatistics, readText, wordFrequency } from './text-analysis';
import { themesOf } from './themes';

export interface OtherCauseCell {
  grade: string;
  gender: string;
  count: number;
}

/** "dd/MM/yyyy HH:mm" in the given IANA time zone. */
export function dateTimeFormatter(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date) => {
    // format() is several times faster than formatToParts(), which stays as the safe way.
    const quick = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})$/.exec(format.format(date));
    if (quick) return `${quick[1]}/${quick[2]}/${quick[3]} ${quick[4]}:${quick[5]}`;
    const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
  };
}

function byDemographics(cells: readonly OtherCauseCell[]) {
  const total = countOf(cells);
  return {
    ageGroup: GRADES.map((grade) => {
      const count = countOf(cellsWhere(cells, { grade }));
      return {
        value: grade,
        ageRange: GRADE_AGE_RANGES[grade],
        count,
        percentage: percentage(count, total),
      };
    }),
    gender: GENDERS.map((gender) => {
      const count = countOf(cellsWhere(cells, { gender }));
      return { value: gender, count, percentage: percentage(count, total) };
    }),
  };
}

/**
 * The other-causes tab: totals and breakdowns over every response with an "other" text (from
 * `cells`), the text analysis over all of them (`rows`, newest first), and the list of the
 * newest OTHER_CAUSES_TEXT_LIMIT (the reply stays small however many there are).
 */
export function toOtherCausesAnalytics(
  cells: readonly OtherCauseCell[],
  rows: readonly OtherCauseTextRow[],
  formatDate: (date: Date) => string,
): OtherCausesAnalytics {
  const texts = rows.map((row) => {
    const read = readText(row.text);
    // As written, in one Unicode form whichever keyboard typed it.
    const display = row.text.trim().normalize('NFC');
    return { row, display, read, themes: themesOf(read.clauses) };
  });
  const analysed = texts.length;
  const themes = OTHER_CAUSE_THEMES.map((theme) => {
    const matching = texts.filter((text) => text.themes.has(theme));
    return {
      theme,
      count: matching.length,
      percentage: percentage(matching.length, analysed),
      examples: matching.slice(0, THEME_EXAMPLE_COUNT).map((text) => text.display),
    };
  });
  const read = texts.map((text) => text.read);
  return {
    totalResponses: countOf(cells),
    analysedResponses: analysed,
    themes: byCountDescending(themes.filter((theme) => theme.count > 0)),
    unthemedResponses: texts.filter((text) => text.themes.size === 0).length,
    wordFrequency: wordFrequency(read),
    textAnalysis: {
      ...lengthStatistics(read.map((text) => text.length)),
      commonPhrases: commonPhrases(read),
    },
    responsesByDemographics: byDemographics(cells),
    allResponses: texts.slice(0, OTHER_CAUSES_TEXT_LIMIT).map(({ row, display, read }) => ({
      id: row.id,
      formattedDate: formatDate(row.createdAt),
      createdAt: row.createdAt.toISOString(),
      // The database's check constraints hold these to core's enumerations.
      gender: row.gender as Gender,
      grade: row.grade as Grade,
      score: row.score,
      text: display,
      length: read.length,
      awareness: row.awareness as AwarenessLevel,
      impact: row.impact as ImpactLevel,
    })),
  };
}

/** The other-causes tab, its dates in the analytics time zone. */
export function createOtherCausesService(db: Database, timeZone: string) {
  const formatDate = dateTimeFormatter(timeZone);
  return {
    async read(filters: AnalyticsFilters): Promise<OtherCausesAnalytics> {
      const subset = filterCondition(filters, timeZone);
      const { cells, rows } = await onOneSnapshot(db, async (snapshot) => ({
        cells: await otherCauseCells(snapshot, subset),
        rows: await otherCauseTexts(snapshot, subset),
      }));
      return toOtherCausesAnalytics(cells, rows, formatDate);
    },
  };
}

export type OtherCausesService = ReturnType<typeof createOtherCausesService>;
