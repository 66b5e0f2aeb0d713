import type { Translated } from '../messages/locales';
import { assertFinite } from '../scoring/ranges';

/** George & Mallery's reading of Cronbach's alpha. */
export const RELIABILITY_LEVELS = [
  'excellent',
  'good',
  'acceptable',
  'questionable',
  'poor',
  'unacceptable',
] as const;
export type ReliabilityLevel = (typeof RELIABILITY_LEVELS)[number];

/** Descending; below the last minimum the level is unacceptable. */
export const RELIABILITY_THRESHOLDS: readonly { level: ReliabilityLevel; min: number }[] = [
  { level: 'excellent', min: 0.9 },
  { level: 'good', min: 0.8 },
  { level: 'acceptable', min: 0.7 },
  { level: 'questionable', min: 0.6 },
  { level: 'poor', min: 0.5 },
];

/** Compares the unrounded alpha: 0.8996 is good even though it displays as 0.900. */
export function reliabilityLevel(alpha: number): ReliabilityLevel {
  assertFinite('Alpha', alpha);
  return RELIABILITY_THRESHOLDS.find((step) => alpha >= step.min)?.level ?? 'unacceptable';
}

export interface ReliabilityInterpretation {
  label: Translated;
  description: Translated;
  recommendation: Translated;
}

/** For researchers reading the reliability screen; Vietnamese uses the decimal comma. */
export const RELIABILITY_INTERPRETATIONS: Record<ReliabilityLevel, ReliabilityInterpretation> = {
  excellent: {
    label: { en: 'Excellent', vi: 'Rất tốt' },
    description: {
      en: 'Excellent internal consistency (α ≥ 0.90): the items measure communication apprehension very consistently.',
      vi: 'Độ nhất quán nội tại rất tốt (α ≥ 0,90): các câu hỏi đo lường mức độ lo sợ giao tiếp một cách rất nhất quán.',
    },
    recommendation: {
      en: 'The scale is reliable enough for research and for interpreting individual scores. Values above about 0.95 can mean some items repeat each other; check for near-duplicate wording.',
      vi: 'Thang đo đủ độ tin cậy cho nghiên cứu và cho việc diễn giải điểm của từng học sinh. Nếu hệ số vượt quá khoảng 0,95, một số câu hỏi có thể trùng lặp nhau; nên rà soát các câu có nội dung gần giống nhau.',
    },
  },
  good: {
    label: { en: 'Good', vi: 'Tốt' },
    description: {
      en: 'Good internal consistency (0.80 ≤ α < 0.90): the items hang together well.',
      vi: 'Độ nhất quán nội tại tốt (0,80 ≤ α < 0,90): các câu hỏi có mối liên hệ chặt chẽ với nhau.',
    },
    recommendation: {
      en: 'The scale is reliable for research use. Items with a corrected item-total correlation below 0.30 may still be worth reviewing.',
      vi: 'Thang đo đủ tin cậy để sử dụng trong nghiên cứu. Vẫn nên xem xét các câu hỏi có hệ số tương quan biến – tổng hiệu chỉnh dưới 0,30.',
    },
  },
  acceptable: {
    label: { en: 'Acceptable', vi: 'Chấp nhận được' },
    description: {
      en: 'Acceptable internal consistency (0.70 ≤ α < 0.80) for comparing groups.',
      vi: 'Độ nhất quán nội tại ở mức chấp nhận được (0,70 ≤ α < 0,80) để so sánh giữa các nhóm.',
    },
    recommendation: {
      en: 'Group results can be reported; interpret individual scores with caution. Review items with a corrected item-total correlation below 0.30.',
      vi: 'Có thể báo cáo kết quả theo nhóm, nhưng cần thận trọng khi diễn giải điểm của từng cá nhân. Nên rà soát các câu hỏi có hệ số tương quan biến – tổng hiệu chỉnh dưới 0,30.',
    },
  },
  questionable: {
    label: { en: 'Questionable', vi: 'Đáng nghi ngờ' },
    description: {
      en: 'Questionable internal consistency (0.60 ≤ α < 0.70): the items do not measure the same construct consistently enough.',
      vi: 'Độ nhất quán nội tại còn đáng nghi ngờ (0,60 ≤ α < 0,70): các câu hỏi chưa đo lường cùng một khái niệm một cách đủ nhất quán.',
    },
    recommendation: {
      en: 'Use the results with caution and only for exploratory analysis. Review items with low item-total correlations, check that students understood the reverse-worded items, and collect more responses if the sample is small.',
      vi: 'Chỉ nên sử dụng kết quả một cách thận trọng, cho mục đích phân tích thăm dò. Hãy rà soát các câu hỏi có tương quan biến – tổng thấp, kiểm tra xem học sinh có hiểu đúng các câu đảo chiều hay không, và thu thập thêm bài trả lời nếu cỡ mẫu còn nhỏ.',
    },
  },
  poor: {
    label: { en: 'Poor', vi: 'Kém' },
    description: {
      en: 'Poor internal consistency (0.50 ≤ α < 0.60): much of the variation in scores is measurement error.',
      vi: 'Độ nhất quán nội tại kém (0,50 ≤ α < 0,60): phần lớn sự khác biệt giữa các điểm số là do sai số đo lường.',
    },
    recommendation: {
      en: 'Do not draw conclusions from these scores. Examine the item analysis, check the wording and translation of weak items, and look for careless answering such as the same answer to every question.',
      vi: 'Không nên rút ra kết luận từ các điểm số này. Hãy xem xét bảng phân tích câu hỏi, kiểm tra lại cách diễn đạt và bản dịch của các câu yếu, đồng thời tìm các trường hợp trả lời qua loa, chẳng hạn chọn cùng một đáp án cho mọi câu hỏi.',
    },
  },
  unacceptable: {
    label: { en: 'Unacceptable', vi: 'Không chấp nhận được' },
    description: {
      en: 'Unacceptable internal consistency (α < 0.50): in this sample the items do not form a reliable scale.',
      vi: 'Độ nhất quán nội tại không thể chấp nhận (α < 0,50): trong mẫu này, các câu hỏi không tạo thành một thang đo đáng tin cậy.',
    },
    recommendation: {
      en: 'Do not use these scores. Check the data first (reverse-worded items scored as 6 − answer, answers coded 1–5, enough respondents), then revise the items or their translation before further use.',
      vi: 'Không nên sử dụng các điểm số này. Trước hết hãy kiểm tra dữ liệu (các câu đảo chiều được tính điểm là 6 − đáp án, đáp án được mã hoá từ 1 đến 5, đủ số người trả lời), sau đó chỉnh sửa các câu hỏi hoặc bản dịch trước khi tiếp tục sử dụng.',
    },
  },
};

/** The level of an alpha with its label, description and recommendation in both languages. */
export function interpretReliability(
  alpha: number,
): ReliabilityInterpretation & { level: ReliabilityLevel } {
  const level = reliabilityLevel(alpha);
  return { level, ...RELIABILITY_INTERPRETATIONS[level] };
}
