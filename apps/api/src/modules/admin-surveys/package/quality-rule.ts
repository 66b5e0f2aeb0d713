import { CATEGORIES, QUALITY_OVERRIDES, QUESTION_COUNT, type QualityThresholds } from '@prca/core';
import { heading, paragraph, type Block } from './codebook-blocks';
import { contextGapColumn } from './column-names';

/*
 * The data-quality rule as the package writes it out (issue 31): the thresholds in force when it
 * was exported and, in R and in SPSS syntax, how the flags' details (longest_run, the context
 * gaps, completion_seconds against speeding_limit_seconds, duplicate_of) and a researcher's
 * decision give back the responses that quality=unflagged keeps.
 */

/** A gap such as 2/3 + 4/3 is 1.9999999999999998 in binary floating point: core allows this much. */
const GAP_TOLERANCE = '1e-9';

const GAP_COLUMNS = CATEGORIES.map(contextGapColumn);

/** quality_override's codes: 0 none, then core's overrides from 1. */
const overrideCode = (override: (typeof QUALITY_OVERRIDES)[number]) =>
  QUALITY_OVERRIDES.indexOf(override) + 1;

/** Each threshold under its snake_case name, as both scripts and the codebook name it. */
function namedThresholds(thresholds: QualityThresholds): [string, number | string][] {
  return Object.entries(thresholds).map(([key, value]) => [
    key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    value,
  ]);
}

export function qualityRuleR(thresholds: QualityThresholds): string {
  const constants = namedThresholds(thresholds)
    .map(([name, value]) => `  ${name} = ${typeof value === 'string' ? `"${value}"` : value}`)
    .join(',\n');
  return `# Data quality (codebook: "Data quality"): the thresholds in force when this package was
# exported, and the rule by which quality=unflagged chose its responses (on the numeric codes,
# before they become factors): prca24[unflagged, ] is what the product analyses as
# quality=unflagged. speeding_limit_seconds already applies the speeding rule to each response.
quality_thresholds <- list(
${constants}
)
yes <- function(condition) !is.na(condition) & condition
straight_lining <- yes(prca24$longest_run >= quality_thresholds$long_string_min |
                       prca24$longest_run == ${QUESTION_COUNT})
# A gap counts from the threshold less ${GAP_TOLERANCE} (floating point, as the product counts it).
gap_columns <- c(${GAP_COLUMNS.map((column) => `"${column}"`).join(', ')})
contexts_over_gap <- rowSums(prca24[, gap_columns] + ${GAP_TOLERANCE} >= quality_thresholds$inconsistency_gap)
inconsistent <- yes(contexts_over_gap >= quality_thresholds$inconsistent_contexts_min)
speeding <- yes(prca24$completion_seconds < prca24$speeding_limit_seconds)
duplicate <- !is.na(prca24$duplicate_of)
# A researcher's decision outweighs the flags: ${overrideCode('keep')} = keep, ${overrideCode('exclude')} = exclude, 0 = the flags decide.
unflagged <- prca24$quality_override == ${overrideCode('keep')} |
  (prca24$quality_override == 0 & !(straight_lining | inconsistent | speeding | duplicate))
cat(sprintf("unflagged %d of %d\\n", sum(unflagged), nrow(prca24)))
`;
}

export function qualityRuleSpss(thresholds: QualityThresholds): string[] {
  const known = (condition: string, ...columns: string[]) =>
    `(${columns.map((column) => `NOT MISSING(${column})`).join(' AND ')} AND ${condition})`;
  return [
    '* Data quality (codebook: "Data quality"): the thresholds in force when this package was',
    '* exported, and the rule by which quality=unflagged chose its responses (FILTER BY unflagged.',
    '* to analyse those). speeding_limit_seconds already applies the speeding rule to each response.',
    ...namedThresholds(thresholds).map(
      ([name, value]) =>
        `DEFINE !${name}() ${typeof value === 'string' ? `'${value}'` : value} !ENDDEFINE.`,
    ),
    `* A gap counts from the threshold less ${GAP_TOLERANCE} (floating point, as the product counts it).`,
    `COMPUTE #contexts_over_gap = SUM(${GAP_COLUMNS.map((column) => `${column} + ${GAP_TOLERANCE} >= !inconsistency_gap`).join(',\n  ')}).`,
    `COMPUTE #flagged = ${known(`(longest_run >= !long_string_min OR longest_run = ${QUESTION_COUNT})`, 'longest_run')}`,
    '  OR (NOT MISSING(#contexts_over_gap) AND #contexts_over_gap >= !inconsistent_contexts_min)',
    `  OR ${known('completion_seconds < speeding_limit_seconds', 'completion_seconds', 'speeding_limit_seconds')}`,
    "  OR duplicate_of <> ''.",
    `COMPUTE unflagged = quality_override = ${overrideCode('keep')} OR (quality_override = 0 AND NOT #flagged).`,
    'FORMATS unflagged (F1.0).',
    "VARIABLE LABELS unflagged 'quality=unflagged'.",
    'FREQUENCIES /VARIABLES=unflagged.',
  ];
}

/** The codebook's account of the flags, the thresholds in force and the rule, in both languages. */
export function qualityBlocks(thresholds: QualityThresholds): Block[] {
  const fraction = Number(thresholds.waveMedianFraction.toFixed(3));
  const limit =
    thresholds.speedingRule === 'perItem'
      ? {
          en: `under ${thresholds.secondsPerItem} seconds per item (${thresholds.secondsPerItem * QUESTION_COUNT} seconds for the ${QUESTION_COUNT} items)`,
          vi: `dưới ${thresholds.secondsPerItem} giây mỗi câu (${thresholds.secondsPerItem * QUESTION_COUNT} giây cho ${QUESTION_COUNT} câu)`,
        }
      : {
          en: `under ${fraction} of the median completion time of the response's wave (of the whole study for a response without a class, which has no wave)`,
          vi: `dưới ${fraction} thời gian làm bài trung vị của đợt khảo sát của bài (của cả nghiên cứu với bài không thuộc lớp nào, vì bài đó không có đợt)`,
        };
  const constants = namedThresholds(thresholds)
    .map(([name, value]) => `${name} = ${value}`)
    .join(', ');
  return [
    heading('Data quality / Chất lượng dữ liệu'),
    paragraph(
      `Thresholds in force when this package was exported: ${constants}. flag_straight_lining: longest_run at least ${thresholds.longStringMin}, or all ${QUESTION_COUNT} answers the same. flag_inconsistent: a gap (${GAP_COLUMNS.join(', ')}) of at least ${thresholds.inconsistencyGap} in at least ${thresholds.inconsistentContextsMin} contexts (inconsistent_contexts). flag_speeding: completion_seconds below speeding_limit_seconds, ${limit.en}. flag_duplicate: duplicate_of names an earlier response of the same e-mail, account or browser with the same ${QUESTION_COUNT} answers within ${thresholds.duplicateWindowHours} hours. quality=unflagged keeps a response that the researcher kept (quality_override = ${overrideCode('keep')}), or that has no decision (0) and no flag; prca24.R (the vector unflagged) and prca24.sps (the variable unflagged) write this rule out from the details and the thresholds. / Các ngưỡng đang áp dụng khi xuất gói này: ${constants}. flag_straight_lining: longest_run từ ${thresholds.longStringMin} trở lên, hoặc cả ${QUESTION_COUNT} đáp án giống nhau. flag_inconsistent: chênh lệch (${GAP_COLUMNS.join(', ')}) từ ${thresholds.inconsistencyGap} trở lên ở ít nhất ${thresholds.inconsistentContextsMin} bối cảnh (inconsistent_contexts). flag_speeding: completion_seconds thấp hơn speeding_limit_seconds, ${limit.vi}. flag_duplicate: duplicate_of là mã của một bài trả lời trước đó cùng e-mail, tài khoản hoặc trình duyệt, có cùng ${QUESTION_COUNT} đáp án, trong vòng ${thresholds.duplicateWindowHours} giờ. quality=unflagged giữ lại bài trả lời mà nghiên cứu viên đã quyết định giữ lại (quality_override = ${overrideCode('keep')}), hoặc bài chưa có quyết định (0) và không bị gắn cờ nào; prca24.R (vectơ unflagged) và prca24.sps (biến unflagged) viết quy tắc này ra từ các chi tiết và các ngưỡng.`,
    ),
  ];
}
