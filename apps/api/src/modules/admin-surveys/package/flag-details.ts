import { CATEGORIES, CATEGORY_LABELS, type Translated } from '@prca/core';
import type { SurveyResponseRow } from '../../surveys/repository';
import { contextGapColumn } from './column-names';
import type { Variable } from './variables';

/** Why a flag's details can be empty: the response predates the flags. */
const NOT_YET_SCREENED: Translated = {
  en: 'Not computed yet: the response is older than the data-quality flags and waits for them to be computed.',
  vi: 'Chưa được tính: bài trả lời có từ trước khi có các cờ chất lượng dữ liệu và đang chờ được tính.',
};

/**
 * The values each flag was decided by (issue 31), named as the rule in prca24.R and prca24.sps
 * reads them: with the thresholds in force, they give back the flags and quality=unflagged.
 */
export function flagDetailVariables(): Variable[] {
  const scale = (
    name: string,
    label: Translated,
    missing: Translated,
    value: (row: SurveyResponseRow) => number | null,
    decimals?: number,
  ): Variable => ({
    name,
    label,
    type: 'numeric',
    measurement: 'scale',
    ...(decimals ? { decimals } : {}),
    missing,
    value: ({ row }) => value(row),
  });
  return [
    scale(
      'longest_run',
      {
        en: 'Longest run of identical consecutive answers (1–24)',
        vi: 'Chuỗi dài nhất các đáp án giống nhau liên tiếp (1–24)',
      },
      NOT_YET_SCREENED,
      (row) => row.longestRun,
    ),
    ...CATEGORIES.map((category, index) =>
      scale(
        contextGapColumn(category),
        {
          en: `Gap between the mean oriented answers of the comfort and the apprehension items (0–4): ${CATEGORY_LABELS[category].en}`,
          vi: `Chênh lệch giữa trung bình các câu thoải mái và các câu lo sợ, theo chiều lo sợ (0–4): ${CATEGORY_LABELS[category].vi}`,
        },
        NOT_YET_SCREENED,
        (row) => row.contextGaps?.[index] ?? null,
        3,
      ),
    ),
    scale(
      'inconsistent_contexts',
      {
        en: 'Contexts whose gap reaches the inconsistency threshold (0–4)',
        vi: 'Số bối cảnh có chênh lệch đạt ngưỡng mâu thuẫn (0–4)',
      },
      NOT_YET_SCREENED,
      (row) => row.inconsistentContexts,
    ),
    scale(
      'speeding_limit_seconds',
      {
        en: 'Completion time under which the response counts as too fast (seconds)',
        vi: 'Thời gian làm bài mà dưới mức đó bài bị coi là làm quá nhanh (giây)',
      },
      {
        en: "No limit applies: the response came without a timed session, or the wave median rule has no median time yet (its wave's, or the whole study's for a response without a class).",
        vi: 'Không áp dụng giới hạn: bài trả lời không kèm lượt làm bài được tính giờ, hoặc quy tắc theo trung vị của đợt chưa có thời gian trung vị (của đợt, hoặc của cả nghiên cứu với bài không thuộc lớp nào).',
      },
      (row) => row.speedingLimitSeconds,
      3,
    ),
    {
      name: 'duplicate_of',
      label: {
        en: 'Id of the earlier response this one repeats',
        vi: 'Mã của bài trả lời trước đó trùng với bài này',
      },
      type: 'string',
      measurement: 'nominal',
      width: 36,
      missing: { en: 'Not a duplicate.', vi: 'Không phải bài trùng lặp.' },
      value: ({ row }) => row.duplicateOf,
    },
  ];
}
