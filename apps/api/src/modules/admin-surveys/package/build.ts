import type { Locale, QualityThresholds, ResponseFilters } from '@prca/core';
import { orientedAnswers } from '@prca/core';
import type { ChangeRow, WavePairCount } from '../export-change';
import type { ExportedResponseRow } from '../repository';
import { zonedIsoWriter } from '../zoned-time';
import { changeVariables, type PackageChangeRow } from './change-variables';
import { codebookHtml, codebookMarkdown } from './codebook';
import type { ConsentRecords } from './codebook-consent';
import { dataCsv, freeTextCsv } from './data-files';
import { README } from './readme';
import { rScript } from './r-script';
import { spssSyntax } from './spss';
import { packageVariables, type PackageRow, type StudyCodes } from './variables';
import { zipStream } from './zip';

export interface PackageSource {
  codes: StudyCodes;
  /** The matching responses, oldest first, read in batches. */
  rows: () => AsyncIterable<ExportedResponseRow>;
  /** The matching responses' "other" texts, read in batches. */
  freeTexts: () => AsyncIterable<{ id: string; text: string }>;
  /** Their assent and parents' consent, for the codebook (issue 27). */
  consent: ConsentRecords;
  /** The data-quality thresholds in force, which the flags' details are read against. */
  thresholds: QualityThresholds;
  /** The consecutive wave pairs with chosen matched pairs (issue 32); none: no change.csv. */
  wavePairs: readonly WavePairCount[];
  /** Their matched pairs, read in batches. */
  changeRows: () => AsyncIterable<ChangeRow>;
}

export interface PackageOptions {
  filters: ResponseFilters;
  labels: Locale;
  timeZone: string;
  now: Date;
}

const FILTERED_BY_CODE: Partial<Record<string, keyof StudyCodes>> = {
  school: 'schools',
  class: 'classes',
  wave: 'waves',
};

/**
 * The filters as `name = value` lines for the codebook (lists joined by commas), each school,
 * class and wave by its label in the package (its id only if the study no longer has it).
 */
export function filterLines(filters: ResponseFilters, codes: StudyCodes): string[] {
  const labelOf = (name: string, value: string) => {
    const kind = FILTERED_BY_CODE[name];
    return (kind && codes[kind].find((entry) => entry.id === value)?.label) ?? value;
  };
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([name, value]) =>
        `${name} = ${(Array.isArray(value) ? value : [value]).map((each) => labelOf(name, String(each))).join(', ')}`,
    );
}

/**
 * The file name's filter summary: `all`, or each filter as name-value joined by `_`, ids cut to
 * eight characters, anything but letters, digits and - made -, at most 80 characters.
 */
export function filterSummary(filters: ResponseFilters): string {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value]).map((item) =>
        /^[0-9a-f]{8}-/.test(String(item)) ? String(item).slice(0, 8) : String(item),
      );
      return `${name}-${values.join('+')}`;
    });
  const summary = parts.join('_').replace(/[^A-Za-z0-9+_-]+/g, '-');
  return (summary || 'all').slice(0, 80);
}

/** The package code of a school, class or wave by its id. */
function codeReader(codes: StudyCodes) {
  const indexes = {
    schools: new Map(codes.schools.map((entry) => [entry.id, entry.code])),
    classes: new Map(codes.classes.map((entry) => [entry.id, entry.code])),
    waves: new Map(codes.waves.map((entry) => [entry.id, entry.code])),
  };
  return (kind: keyof StudyCodes, id: string | null) =>
    id === null ? null : (indexes[kind].get(id) ?? null);
}

/** The matched pairs numbered 1…n in the file's order: the number is all that names a pair. */
async function* changeRows(
  pairs: AsyncIterable<ChangeRow>,
  codes: StudyCodes,
): AsyncGenerator<PackageChangeRow> {
  const codeOf = codeReader(codes);
  let pairId = 0;
  for await (const pair of pairs) yield { pairId: ++pairId, pair, codeOf };
}

function packageRows(
  rows: AsyncIterable<ExportedResponseRow>,
  codes: StudyCodes,
  timeZone: string,
): AsyncIterable<PackageRow> {
  const codeOf = codeReader(codes);
  const zonedIso = zonedIsoWriter(timeZone);
  return (async function* () {
    for await (const row of rows) {
      const local = zonedIso(row.createdAt);
      yield {
        row,
        codeOf,
        oriented: orientedAnswers(row.answers),
        localDate: local.slice(0, 10),
        localTime: local.slice(11, 19),
      };
    }
  })();
}

/**
 * The analysis package (issue 20) as a stream of ZIP bytes: README first, the codebook and the
 * two scripts (written from the variables alone), then data.csv and free_text.csv as the
 * database is read, and change.csv when any student was matched between waves (issue 32).
 */
export function analysisPackage(
  source: PackageSource,
  options: PackageOptions,
): AsyncGenerator<Uint8Array> {
  const variables = packageVariables(source.codes);
  const change = changeVariables(source.codes);
  const hasChange = source.wavePairs.length > 0;
  const waveOf = (id: string) => source.codes.waves.find((wave) => wave.id === id);
  const wavePairs = source.wavePairs.map((pair) => ({
    fromCode: waveOf(pair.fromWave)?.code ?? 0,
    toCode: waveOf(pair.toWave)?.code ?? 0,
    from: waveOf(pair.fromWave)?.label ?? pair.fromWave,
    to: waveOf(pair.toWave)?.label ?? pair.toWave,
    pairs: pair.pairs,
  }));
  const context = {
    variables,
    change: { variables: change, wavePairs },
    filters: filterLines(options.filters, source.codes),
    exportedAt: zonedIsoWriter(options.timeZone)(options.now),
    timeZone: options.timeZone,
    consent: source.consent,
    thresholds: source.thresholds,
  };
  return zipStream([
    { name: 'README.txt', content: [README] },
    { name: 'codebook.md', content: [codebookMarkdown(context)] },
    { name: 'codebook.html', content: [codebookHtml(context)] },
    {
      name: 'prca24.sps',
      content: [
        spssSyntax(
          variables,
          options.labels,
          source.thresholds,
          hasChange ? { variables: change, wavePairs } : null,
        ),
      ],
    },
    { name: 'prca24.R', content: [rScript(variables, options.labels, source.thresholds, change)] },
    {
      name: 'data.csv',
      content: dataCsv(variables, packageRows(source.rows(), source.codes, options.timeZone)),
    },
    { name: 'free_text.csv', content: freeTextCsv(source.freeTexts()) },
    // No matched pair, no change.csv: an empty file would only be a header to explain.
    ...(hasChange
      ? [
          {
            name: 'change.csv',
            content: dataCsv(change, changeRows(source.changeRows(), source.codes)),
          },
        ]
      : []),
  ]);
}
