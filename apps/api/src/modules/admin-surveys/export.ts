import { QUESTION_KEYS, reportBand } from '@prca/core';
import { responsesOf, storedDemographicsOf, subscoresOf } from '../surveys/mapping';
import type { ExportedResponseRow } from './repository';
import { flagsOf, overrideOf } from '../../quality/columns';
import { csvRow, UTF8_BOM } from './csv';
import { zonedIsoWriter } from './zoned-time';

/** The names of a response's class, school and wave, and the class's label in the study. */
export interface ExportNames {
  schoolName: string;
  waveName: string;
  className: string;
  /** core's unambiguousClassLabels over every class of the study (issue 27). */
  classLabel: string;
}

/** A response to export, with the names of its class, school and wave if it has one. */
export interface ExportedRow {
  row: ExportedResponseRow;
  names: ExportNames | undefined;
}

const CSV_HEADER = [
  'id',
  'created_at',
  'started_at',
  'locale',
  'wording_version',
  // The information sheet's version the respondent assented to and when (issue 27); both empty
  // for a response with no assent recorded.
  'consent_version',
  'consent_at',
  // 1: accepted after its class closed, its survey having begun while the class was open.
  'submitted_after_class_closed',
  'over_enrolment',
  'school_id',
  'school',
  'wave_id',
  'wave',
  'class_id',
  'class',
  // The class's name with its school and/or wave wherever the name alone is not unique in the
  // study: what to group by when two schools both have a 10A1.
  'class_label',
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
  // The data-quality flags (issue 17) as 1 or 0, and a researcher's keep or exclude (empty: the
  // flags decide): an analyst can filter in R or a spreadsheet as quality=unflagged does.
  'flag_straight_lining',
  'flag_inconsistent',
  'flag_speeding',
  'flag_duplicate',
  'quality_override',
  // The zone created_at and started_at are written in (their offset alone does not name it).
  'time_zone',
];

function csvRecord(
  { row, names }: ExportedRow,
  timeZone: string,
  zonedIso: (instant: Date) => string,
): string {
  return csvRow([
    row.id,
    zonedIso(row.createdAt),
    row.startedAt ? zonedIso(row.startedAt) : null,
    row.locale,
    row.wordingVersion,
    row.consentVersion,
    row.consentAt ? zonedIso(row.consentAt) : null,
    Number(row.submittedAfterClassClosed),
    Number(row.overEnrolment),
    row.schoolId,
    names?.schoolName ?? null,
    row.waveId,
    names?.waveName ?? null,
    row.classId,
    names?.className ?? null,
    names?.classLabel ?? null,
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
    Number(row.flagStraightLining),
    Number(row.flagInconsistent),
    Number(row.flagSpeeding),
    Number(row.flagDuplicate),
    row.qualityOverride,
    timeZone,
  ]);
}

/** Anonymous by design: no e-mail, no account, no guest key leaves in an export. */
function jsonRecord({ row, names }: ExportedRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    locale: row.locale,
    wordingVersion: row.wordingVersion,
    consentVersion: row.consentVersion,
    consentAt: row.consentAt?.toISOString() ?? null,
    submittedAfterClassClosed: row.submittedAfterClassClosed,
    overEnrolment: row.overEnrolment,
    schoolId: row.schoolId,
    schoolName: names?.schoolName ?? null,
    waveId: row.waveId,
    waveName: names?.waveName ?? null,
    classId: row.classId,
    className: names?.className ?? null,
    classLabel: names?.classLabel ?? null,
    demographics: storedDemographicsOf(row),
    responses: responsesOf(row.answers),
    scores: { totalScore: row.totalScore, subscores: subscoresOf(row) },
    interpretation: row.interpretation,
    reportBand: reportBand(row.totalScore),
    flags: flagsOf(row),
    qualityOverride: overrideOf(row),
  };
}

/**
 * The rows as a CSV file: a byte-order mark, the header, one record a row; times in the study's
 * `timeZone`, as every admin screen shows them.
 */
export async function* csvExport(
  rows: AsyncIterable<ExportedRow>,
  timeZone: string,
): AsyncGenerator<string> {
  const zonedIso = zonedIsoWriter(timeZone);
  yield UTF8_BOM + csvRow(CSV_HEADER);
  for await (const row of rows) yield csvRecord(row, timeZone, zonedIso);
}

/** The rows as a JSON array, one record a line. */
export async function* jsonExport(rows: AsyncIterable<ExportedRow>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify(jsonRecord(row))}`;
    first = false;
  }
  yield '\n]\n';
}
