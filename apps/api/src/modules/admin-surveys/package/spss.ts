import type { Locale, QualityThresholds } from '@prca/core';
import { qualityRuleSpss } from './quality-rule';
import { codeLabels } from './distinct-labels';
import { SCALES, type Variable } from './variables';

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
function format(variable: Variable): string {
  if (variable.type === 'string') return `A${variable.width ?? 255}`;
  if (variable.type === 'numeric') return variable.decimals ? `F12.${variable.decimals}` : 'F8.0';
  return MOMENT_FORMATS[variable.type].read;
}

/**
 * prca24.sps: reads data.csv with the variables' labels in `locale`, their value labels and
 * measurement levels, then shows the labelled demographics and the reliability of the total
 * and each context. Empty cells are system-missing (the codebook says why each can be empty).
 */
export function spssSyntax(
  variables: readonly Variable[],
  locale: Locale,
  thresholds: QualityThresholds,
): string {
  const lines: string[] = [
    '* Encoding: UTF-8.',
    '* PRCA-24 analysis package: open this file in SPSS or PSPP from the folder of data.csv.',
    '* Empty cells are system-missing; codebook.md says when each variable can be empty.',
    '* The texts written for "other" are in free_text.csv (a line break inside a cell would',
    '* split a case here), keyed by id.',
    'SET DECIMAL=DOT.',
    "GET DATA /TYPE=TXT /FILE='data.csv' /ENCODING='UTF-8'",
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
  );
  return `${lines.join('\n')}\n`;
}
