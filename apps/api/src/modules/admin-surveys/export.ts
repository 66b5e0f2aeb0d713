import { QUESTION_KEYS, reportBand } from '@prca/core';
import { and, asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import type { SurveyResponseRow } from '../surveys/repository';
import { csvRow, UTF8_BOM } from './csv';
import { filterCondition, type ResponseFilters } from './filters';

const BATCH = 1000;

/**
 * Every response matching the filters, oldest first, read a thousand at a time by keyset
 * (created_at, id), so memory stays flat however many there are.
 */
async function* matchingResponses(db: Database, filters: ResponseFilters, timeZone: string) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: surveyResponses, at: sql<string>`${surveyResponses.createdAt}::text` })
      .from(surveyResponses)
      .where(
        and(
          filterCondition(filters, timeZone),
          after &&
            sql`(${surveyResponses.createdAt}, ${surveyResponses.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id))
      .limit(BATCH);
    for (const { row } of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: last.at, id: last.row.id };
  }
}

const CSV_HEADER = [
  'id',
  'created_at',
  'started_at',
  'locale',
  'grade',
  'gender',
  'participation',
  'awareness',
  'causes',
  'causes_other_text',
  'impact_level',
  ...QUESTION_KEYS,
  'total_score',
  'group_discussion',
  'meetings',
  'interpersonal',
  'public_speaking',
  'interpretation',
  'report_band',
];

function csvRecord(row: SurveyResponseRow): string {
  return csvRow([
    row.id,
    row.createdAt.toISOString(),
    row.startedAt?.toISOString() ?? null,
    row.locale,
    row.grade,
    row.gender,
    row.participation,
    row.awareness,
    row.causes.join(';'),
    row.causesOtherText,
    row.impactLevel,
    ...row.answers,
    row.totalScore,
    row.groupDiscussion,
    row.meetings,
    row.interpersonal,
    row.publicSpeaking,
    row.interpretation,
    reportBand(row.totalScore),
  ]);
}

/** Anonymous by design: no e-mail, no account, no guest key leaves in an export. */
function jsonRecord(row: SurveyResponseRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    locale: row.locale,
    demographics: {
      grade: row.grade,
      gender: row.gender,
      participation: row.participation,
      awareness: row.awareness,
      causes: row.causes,
      causesOtherText: row.causesOtherText,
      impact_level: row.impactLevel,
    },
    responses: Object.fromEntries(QUESTION_KEYS.map((key, index) => [key, row.answers[index]])),
    scores: {
      totalScore: row.totalScore,
      subscores: {
        groupDiscussion: row.groupDiscussion,
        meetings: row.meetings,
        interpersonal: row.interpersonal,
        publicSpeaking: row.publicSpeaking,
      },
    },
    interpretation: row.interpretation,
    reportBand: reportBand(row.totalScore),
  };
}

export async function* exportCsv(
  db: Database,
  filters: ResponseFilters,
  timeZone: string,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(CSV_HEADER);
  for await (const row of matchingResponses(db, filters, timeZone)) yield csvRecord(row);
}

export async function* exportJson(
  db: Database,
  filters: ResponseFilters,
  timeZone: string,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of matchingResponses(db, filters, timeZone)) {
    yield `${first ? '' : ','}\n${JSON.stringify(jsonRecord(row))}`;
    first = false;
  }
  yield '\n]\n';
}
