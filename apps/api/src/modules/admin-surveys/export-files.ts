import type { ExportFormat, Locale, ResponseFilters } from '@prca/core';
import type { StudyClassRecord } from '../research-context/study-classes';
import { csvExport, jsonExport, type ExportedRow } from './export';
import type { ChangeExportReads } from './export-change';
import type { ConsentRecords } from './package/codebook-consent';
import { analysisPackage, filterSummary } from './package/build';
import type { AdminSurveysRepository, ExportedResponseRow } from './repository';
import { zonedIsoWriter } from './zoned-time';

/*
 * The files researchers take away (issues 20, 27): the CSV and JSON exports and the analysis
 * package, each naming every class by its label in the study, and carrying its assent.
 */

/** Each exported row with its class's names and label (a study's classes fit in memory). */
async function* withClassNames(
  rows: AsyncIterable<ExportedResponseRow>,
  classes: readonly StudyClassRecord[],
): AsyncGenerator<ExportedRow> {
  const byId = new Map(classes.map((named) => [named.id, named]));
  for await (const row of rows) {
    const named = row.classId ? byId.get(row.classId) : undefined;
    yield {
      row,
      names: named && {
        schoolName: named.schoolName,
        waveName: named.waveName,
        className: named.name,
        classLabel: named.label,
      },
    };
  }
}

/** The matching responses as a CSV or JSON file, read as it is sent. */
export async function exportFile(
  repository: AdminSurveysRepository,
  format: Exclude<ExportFormat, 'package'>,
  filters: ResponseFilters,
  timeZone: string,
): Promise<AsyncGenerator<string>> {
  const rows = withClassNames(repository.matching(filters), await repository.studyClasses());
  return format === 'csv' ? csvExport(rows, timeZone) : jsonExport(rows);
}

/** What the codebook says of the matching responses' assent and parents' consent. */
async function consentRecords(
  repository: AdminSurveysRepository,
  filters: ResponseFilters,
  classes: readonly StudyClassRecord[],
): Promise<ConsentRecords> {
  const use = await repository.consentUse(filters);
  const byVersion = new Map<number | null, number>();
  for (const entry of use) {
    byVersion.set(
      entry.consentVersion,
      (byVersion.get(entry.consentVersion) ?? 0) + entry.responses,
    );
  }
  const used = [...byVersion.keys()].filter((version) => version !== null).sort((a, b) => a - b);
  const classIds = new Set(use.map((entry) => entry.classId));
  return {
    studyParentalConsent: await repository.studyParentalConsent(),
    responsesByVersion: [
      ...used.map((version) => ({ version, responses: byVersion.get(version)! })),
      ...(byVersion.has(null) ? [{ version: null, responses: byVersion.get(null)! }] : []),
    ],
    versions: await repository.consentVersions(used),
    classes: classes
      .filter((named) => classIds.has(named.id))
      .map(({ label, parentalConsentCollected }) => ({ label, parentalConsentCollected })),
  };
}

/**
 * The analysis package (issue 20) of the matching responses, streamed as a ZIP, and its file
 * name prca24_{local date}_{filter summary}.zip.
 */
export async function packageFile(
  repository: AdminSurveysRepository,
  change: ChangeExportReads,
  filters: ResponseFilters,
  options: { labels: Locale; timeZone: string; now: Date },
): Promise<{ filename: string; file: AsyncGenerator<Uint8Array> }> {
  const classes = await repository.studyClasses();
  // Matched (again, if either wave changed) before the first byte: the codebook and the
  // scripts, written first, say which wave pairs change.csv holds.
  const wavePairs = await change.wavePairs(filters);
  const file = analysisPackage(
    {
      codes: await repository.studyCodes(classes),
      rows: () => repository.matching(filters),
      freeTexts: () => repository.freeTexts(filters),
      consent: await consentRecords(repository, filters, classes),
      thresholds: await repository.qualityThresholds(),
      wavePairs,
      changeRows: () => change.rows(filters, wavePairs),
    },
    { filters, ...options },
  );
  const date = zonedIsoWriter(options.timeZone)(options.now).slice(0, 10);
  return { filename: `prca24_${date}_${filterSummary(filters)}.zip`, file };
}
