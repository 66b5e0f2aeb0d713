import {
  GENDERS,
  GRADE_AGE_RANGES,
  GRADES,
  OTHER_CAUSE_THEMES,
  OTHER_CAUSES_TEXT_LIMIT,
  THEME_EXAMPLE_COUNT,
  TOP_PHRASE_COUNT,
  TOP_WORD_COUNT,
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
import { analysedTexts, foldOtherCauseTexts } from '../../../kept/other-cause-texts/texts';
import {
  newestOtherCauseTexts,
  onOneSnapshot,
  otherCauseCells,
  otherCauseTotals,
  themeExamples,
  type OtherCauseTextRow,
} from './repository';
import { byCountDescending, cellsWhere, countOf } from '../tally';
import { lengthStatisticsOfCounts, topCounts } from './text-analysis';
import { characterLength } from './text';

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

export function byDemographics(cells: readonly OtherCauseCell[]) {
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

/** One row of the tab's list, as the reply shows it. */
export function listedText(row: OtherCauseTextRow, formatDate: (date: Date) => string) {
  return {
    id: row.id,
    formattedDate: formatDate(row.createdAt),
    createdAt: row.createdAt.toISOString(),
    // The database's check constraints hold these to core's enumerations.
    gender: row.gender as Gender,
    grade: row.grade as Grade,
    score: row.score,
    text: displayed(row.text),
    length: characterLength(row.text),
    awareness: row.awareness as AwarenessLevel,
    impact: row.impact as ImpactLevel,
  };
}

/** A text as the tab shows it: as written, in one Unicode form whichever keyboard typed it. */
export function displayed(text: string): string {
  return text.trim().normalize('NFC');
}

/**
 * The other-causes tab, its dates in the analytics time zone. A read folds the kept analysis
 * first (new texts analysed once, in Node), then on one snapshot adds up the kept analyses of
 * the subset's texts in SQL, and reads the newest texts for the list and the themes' examples.
 */
export function createOtherCausesService(db: Database, timeZone: string) {
  const formatDate = dateTimeFormatter(timeZone);
  return {
    async read(filters: AnalyticsFilters): Promise<OtherCausesAnalytics> {
      const subset = filterCondition(filters, timeZone);
      await foldOtherCauseTexts(db);
      return onOneSnapshot(db, async (snapshot) => {
        const analysed = await analysedTexts(snapshot);
        const totals = await otherCauseTotals(snapshot, subset, analysed, OTHER_CAUSES_TEXT_LIMIT);
        const cells = (totals.cells ?? (await otherCauseCells(snapshot, undefined))).map(
          (cell) => ({ ...cell, count: Number(cell.count) }),
        );
        const analysedCount = Number(totals.analysed);
        const themeCounts = new Map(totals.themes.map((t) => [t.theme, Number(t.count)]));
        const present = OTHER_CAUSE_THEMES.filter((theme) => (themeCounts.get(theme) ?? 0) > 0);
        // A filtered read took them from its one pass; of every response, one more statement.
        const examplesOf = new Map(
          (
            totals.examples ??
            (await themeExamples(snapshot, analysed, present, THEME_EXAMPLE_COUNT))
          ).map((e) => [e.theme, e.texts]),
        );
        const themes = present.map((theme) => {
          const count = themeCounts.get(theme)!;
          return {
            theme,
            count,
            percentage: percentage(count, analysedCount),
            examples: (examplesOf.get(theme) ?? []).map(displayed),
          };
        });
        const newest = await newestOtherCauseTexts(
          snapshot,
          subset,
          OTHER_CAUSES_TEXT_LIMIT,
          totals.newest,
        );
        return {
          totalResponses: countOf(cells),
          analysedResponses: analysedCount,
          themes: byCountDescending(themes),
          unthemedResponses: Number(totals.unthemed),
          wordFrequency: topCounts(
            totals.words.map((w) => [w.word, Number(w.count)] as const),
            TOP_WORD_COUNT,
          ).map(([word, count]) => ({ word, count })),
          textAnalysis: {
            ...lengthStatisticsOfCounts(
              totals.lengths.map((l) => [Number(l.length), Number(l.count)] as const),
            ),
            commonPhrases: topCounts(
              totals.phrases.map((p) => [p.phrase, Number(p.count)] as const),
              TOP_PHRASE_COUNT,
            ).map(([phrase, count]) => ({ phrase, count })),
          },
          responsesByDemographics: byDemographics(cells),
          allResponses: newest.map((row) => listedText(row, formatDate)),
        };
      });
    },
  };
}

export type OtherCausesService = ReturnType<typeof createOtherCausesService>;
