import { QUESTION_KEYS, reportBand } from '@prca/core';
import { responsesOf, storedDemographicsOf, subscoresOf } from '../surveys/mapping';
import type { SurveyResponseRow } from '../surveys/repository';
import { csvRow, UTF8_BOM } from './csv';

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
    demographics: storedDemographicsOf(row),
    responses: responsesOf(row.answers),
    scores: { totalScore: row.totalScore, subscores: subscoresOf(row) },
    interpretation: row.interpretation,
    reportBand: reportBand(row.totalScore),
  };
}

/** The rows as a CSV file: a byte-order mark, the header, one record a row. */
export async function* csvExport(rows: AsyncIterable<SurveyResponseRow>): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(CSV_HEADER);
  for await (const row of rows) yield csvRecord(row);
}

/** The rows as a JSON array, one record a line. */
export async function* jsonExport(rows: AsyncIterable<SurveyResponseRow>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify(jsonRecord(row))}`;
    first = false;
  }
  yield '\n]\n';
}
