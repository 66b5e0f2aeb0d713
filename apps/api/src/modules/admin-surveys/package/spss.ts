import type { Locale } from '@prca/core';
import { codeLabels } from './distinct-labels';
import { SCALES, type Variable } from './variables';

/** A quoted SPSS string: quotes doubled; a label is one line, so line breaks become spaces. */
const quoted = (text: string) => `'${text.replace(/[\r\n]+/g, ' ').replaceAll("'", "''")}'`;

/** SPSS and PSPP variable formats: F for numbers (decimals only for seconds), A for text. */
function format(variable: Variable): string {
  if (variable.type === 'string') return `A${variable.width ?? 255}`;
  return variable.name === 'completion_seconds' ? 'F10.3' : 'F8.0';
}

/**
 * prca24.sps: reads data.csv with the variables' labels in `locale`, their value labels and
 * measurement levels, then shows the labelled demographics and the reliability of the total
 * and each context. Empty cells are system-missing (the codebook says why each can be empty).
 */
export function spssSyntax(variables: readonly Variable[], locale: Locale): string {
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
      .filter((variable) => variable.type === 'numeric' && variable.measurement === level)
      .map((variable) => variable.name);
    if (names.length > 0) lines.push(`VARIABLE LEVEL ${names.join(' ')} (${level.toUpperCase()}).`);
  }
  lines.push(
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
