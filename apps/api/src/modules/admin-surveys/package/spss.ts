import type { Locale, QualityThresholds } from '@prca/core';
import { qualityRuleSpss } from './quality-rule';
import { codeLabels } from './distinct-labels';
import { CHANGE_SCORE_COLUMNS } from './change-variables';
import { SCALES, type VariableInfo } from './variables';

/** A quoted SPSS string: quotes doubled; a label is one line, so line breaks become spaces. */
const quoted = (text: string) => `'${text.replace(/[\r\n]+/g, ' ').replaceAll("'", "''")}'`;

/**
 * How SPSS and PSPP read the moments of data.csv (yyyy-mm-dd, hh:mm:ss, yyyy-mm-dd
 * hh:mm:ss.sss), and the date formats they then show them in.
 */
const MOMENT_FORMATS = {
  date: { read: 'SDATE10', shown: 'DATE11' },
  time: { read: 'TIME8', shown: 'TIME8' },
  datetime: { read: 'YMDHMS23.3', shown: 'DATETIME24.3' },
} as const;

/** SPSS and PSPP input formats: F for numbers, A for text, date formats for moments. */
function format(variable: VariableInfo): string {
  if (variable.type === 'string') return `A${variable.width ?? 255}`;
  if (variable.type === 'numeric') return variable.decimals ? `F12.${variable.decimals}` : 'F8.0';
  return MOMENT_FORMATS[variable.type].read;
}

/**
 * GET DATA of one CSV file of the package with its variables' labels in `locale`, their value
 * labels, date formats and measurement levels. Empty cells are system-missing.
 */
function readFile(file: string, variables: readonly VariableInfo[], locale: Locale): string[] {
  const lines: string[] = [
    `GET DATA /TYPE=TXT /FILE='${file}' /ENCODING='UTF-8'`,
    "  /ARRANGEMENT=DELIMITED /DELIMITERS=',' /QUALIFIER='\"' /FIRSTCASE=2",
    '  /VARIABLES=',
    ...variables.map((variable) => `    ${variable.name} ${format(variable)}`),
    '.',
    'VARIABLE LABELS',
    variables
      .map((variable) => `  ${variable.name} ${quoted(variable.label[locale])}`)
      .join('\n  /'),
    '.',
  ];
  const moments = variables.flatMap((variable) =>
    variable.type === 'date' || variable.type === 'time' || variable.type === 'datetime'
      ? [`${variable.name} (${MOMENT_FORMATS[variable.type].shown})`]
      : [],
  );
  if (moments.length > 0) lines.push(`FORMATS ${moments.join(' ')}.`);
  const labelled = variables.filter((variable) => variable.codes && variable.codes.length > 0);
  if (labelled.length > 0) {
    lines.push(
      'VALUE LABELS',
      labelled
        .map(
          (variable) =>
            `  ${variable.name}\n${codeLabels(variable.codes!, locale)
              .map((label, index) => `    ${variable.codes![index]!.code} ${quoted(label)}`)
              .join('\n')}`,
        )
        .join('\n  /'),
      '.',
    );
  }
  for (const level of ['nominal', 'ordinal', 'scale'] as const) {
    const names = variables
      .filter((variable) => variable.type !== 'string' && variable.measurement === level)
      .map((variable) => variable.name);
    if (names.length > 0) lines.push(`VARIABLE LEVEL ${names.join(' ')} (${level.toUpperCase()}).`);
  }
  return lines;
}

/** change.csv's variables and its wave pairs, each wave by its code and label (issue 32). */
export interface SpssChange {
  variables: readonly VariableInfo[];
  wavePairs: readonly { fromCode: number; toCode: number; from: string; to: string }[];
}

/**
 * The paired t-tests of change.csv (issue 32), one wave pair after the other, each named
 * first: later minus earlier, as R's t.test(after, before, paired = TRUE), so that a negative t
 * is less apprehension. Written only into a package that has change.csv: SPSS syntax cannot
 * ask whether a file exists.
 */
function changeSection(change: SpssChange | null, locale: Locale): string[] {
  if (change === null) {
    return [
      '* This package has no change.csv: no student was matched between two consecutive waves',
      '* among the responses it holds, so there is no paired test to run.',
    ];
  }
  const label =
    locale === 'vi'
      ? (pair: SpssChange['wavePairs'][number]) => `Đợt trước: ${pair.from}; đợt sau: ${pair.to}`
      : (pair: SpssChange['wavePairs'][number]) =>
          `Earlier wave: ${pair.from}; later wave: ${pair.to}`;
  return [
    '* change.csv: one case per student matched between two consecutive waves (codebook.md).',
    '* It replaces data.csv as the active dataset, which stays open as prca24',
    '* (DATASET ACTIVATE prca24. to go back to it).',
    ...readFile('change.csv', change.variables, locale),
    'DATASET NAME change.',
    'EXECUTE.',
    'FREQUENCIES /VARIABLES=match_quality.',
    '* Paired t-tests of each wave pair, later minus earlier wave (a negative mean = less',
    '* apprehension).',
    ...change.wavePairs.flatMap((pair) => [
      `ECHO ${quoted(label(pair))}.`,
      'TEMPORARY.',
      `SELECT IF from_wave = ${pair.fromCode} AND to_wave = ${pair.toCode}.`,
      `T-TEST PAIRS=${CHANGE_SCORE_COLUMNS.map((column) => column.after).join(' ')}`,
      `  WITH ${CHANGE_SCORE_COLUMNS.map((column) => column.before).join(' ')} (PAIRED).`,
    ]),
  ];
}

/**
 * prca24.sps: reads data.csv with the variables' labels in `locale`, their value labels and
 * measurement levels, then shows the labelled demographics and the reliability of the total
 * and each context; then, when the package has change.csv (`change`), reads it and runs the
 * paired t-tests of each score for each wave pair. Empty cells are system-missing (the codebook says
 * why each can be empty).
 */
export function spssSyntax(
  variables: readonly VariableInfo[],
  locale: Locale,
  thresholds: QualityThresholds,
  change: SpssChange | null,
): string {
  const lines: string[] = [
    '* Encoding: UTF-8.',
    '* PRCA-24 analysis package: open this file in SPSS or PSPP from the folder of data.csv.',
    '* Empty cells are system-missing; codebook.md says when each variable can be empty.',
    '* The texts written for "other" are in free_text.csv (a line break inside a cell would',
    '* split a case here), keyed by id.',
    'SET DECIMAL=DOT.',
    ...readFile('data.csv', variables, locale),
    'DATASET NAME prca24.',
  ];
  lines.push(
    ...qualityRuleSpss(thresholds),
    'EXECUTE.',
    'FREQUENCIES /VARIABLES=grade gender participation awareness impact_level.',
    "* Cronbach's alpha on the oriented items (higher = more apprehension), to six decimals.",
    'SET FORMAT=F12.6.',
    ...SCALES.map(
      (scale) =>
        `RELIABILITY /VARIABLES=${scale.columns.join(' ')}\n  /SCALE(${quoted(scale.label[locale])})=ALL /MODEL=ALPHA.`,
    ),
    ...changeSection(change, locale),
  );
  return `${lines.join('\n')}\n`;
}
