import { CATEGORY_LABELS, PRCA24_SCORES, type Prca24Score, type Translated } from '@prca/core';
import type { ChangeRow } from '../export-change';
import { subscoreColumn } from './column-names';
import type { Code, StudyCodes, Variable } from './variables';

/*
 * The one list of change.csv's variables (issue 32): the file, its codebook table and both
 * scripts' reading of it are written from it, as data.csv's are from packageVariables.
 */

/** One matched pair as change.csv writes it: its number in the file and the study's codes. */
export interface PackageChangeRow {
  pairId: number;
  pair: ChangeRow;
  codeOf: (kind: keyof StudyCodes, id: string | null) => number | null;
}

export type ChangeVariable = Variable<PackageChangeRow>;

/** The match qualities' codes, as data.csv codes every category: 1…n. */
export const MATCH_QUALITY_CODES: readonly (Code & { quality: ChangeRow['quality'] })[] = [
  {
    code: 1,
    quality: 'exact',
    label: { en: 'Exact: the same code', vi: 'Khớp hoàn toàn: cùng một mã' },
  },
  {
    code: 2,
    quality: 'oneDifference',
    label: {
      en: 'One difference: one answer of the code differs (same school and gender, the only candidate)',
      vi: 'Lệch một câu: một câu trả lời của mã khác nhau (cùng trường, cùng giới tính, chỉ có một bài phù hợp)',
    },
  },
];

/** The column of a score, as data.csv names it: total, group_discussion… */
export const scoreColumn = (score: Prca24Score) =>
  score === 'total' ? 'total' : subscoreColumn(score);

/** The before and after columns of each score, in PRCA24_SCORES' order. */
export const CHANGE_SCORE_COLUMNS = PRCA24_SCORES.map((score) => ({
  score,
  column: scoreColumn(score),
  before: `${scoreColumn(score)}_before`,
  after: `${scoreColumn(score)}_after`,
}));

function scoreLabel(score: Prca24Score, side: 'before' | 'after'): Translated {
  const wave =
    side === 'before'
      ? { en: 'in the earlier wave', vi: 'ở đợt trước' }
      : { en: 'in the later wave', vi: 'ở đợt sau' };
  if (score === 'total') {
    return {
      en: `PRCA-24 total ${wave.en} (24–120)`,
      vi: `Tổng điểm PRCA-24 ${wave.vi} (24–120)`,
    };
  }
  return {
    en: `Subscore: ${CATEGORY_LABELS[score].en} ${wave.en} (6–30)`,
    vi: `Điểm thành phần: ${CATEGORY_LABELS[score].vi} ${wave.vi} (6–30)`,
  };
}

/** The variables of change.csv, in column order: never a response id. */
export function changeVariables(codes: StudyCodes): ChangeVariable[] {
  const studyCodes = (kind: 'schools' | 'waves'): Code[] =>
    codes[kind].map((entry) => ({ code: entry.code, label: { en: entry.label, vi: entry.label } }));
  const wave = (name: string, label: Translated, of: (pair: ChangeRow) => string) => ({
    name,
    label,
    type: 'numeric' as const,
    measurement: 'nominal' as const,
    codes: studyCodes('waves'),
    value: ({ pair, codeOf }: PackageChangeRow) => codeOf('waves', of(pair)),
  });
  return [
    {
      name: 'pair_id',
      label: {
        en: 'Pair number in this file (1…n; not a response id)',
        vi: 'Số thứ tự của cặp trong tệp này (1…n; không phải mã bài trả lời)',
      },
      type: 'numeric',
      measurement: 'nominal',
      value: ({ pairId }) => pairId,
    },
    wave('from_wave', { en: 'Earlier wave', vi: 'Đợt trước' }, (pair) => pair.fromWave),
    wave('to_wave', { en: 'Later wave', vi: 'Đợt sau' }, (pair) => pair.toWave),
    {
      name: 'school',
      label: { en: 'School', vi: 'Trường' },
      type: 'numeric',
      measurement: 'nominal',
      codes: studyCodes('schools'),
      missing: {
        en: 'Both responses were given without a class code.',
        vi: 'Cả hai bài trả lời đều không nhập mã lớp.',
      },
      value: ({ pair, codeOf }) => codeOf('schools', pair.schoolId),
    },
    {
      name: 'match_quality',
      label: { en: 'How the pair was matched', vi: 'Cách cặp được ghép' },
      type: 'numeric',
      measurement: 'nominal',
      codes: MATCH_QUALITY_CODES.map(({ code, label }) => ({ code, label })),
      value: ({ pair }) =>
        MATCH_QUALITY_CODES.find((entry) => entry.quality === pair.quality)!.code,
    },
    ...CHANGE_SCORE_COLUMNS.flatMap(({ score, before, after }): ChangeVariable[] => [
      {
        name: before,
        label: scoreLabel(score, 'before'),
        type: 'numeric',
        measurement: 'scale',
        value: ({ pair }) => pair.before[score],
      },
      {
        name: after,
        label: scoreLabel(score, 'after'),
        type: 'numeric',
        measurement: 'scale',
        value: ({ pair }) => pair.after[score],
      },
    ]),
  ];
}
