import type { Locale } from '../messages/locales';

/**
 * A variant that must not name the concept. A string matches as a whole phrase, ignoring case;
 * a regular expression (flags "iu") where a phrase is wrong only in some company.
 */
export type AvoidedVariant = string | RegExp;

export interface GlossaryTerm {
  /** What the term names, for the people who write the texts. */
  concept: string;
  en: string;
  vi: string;
  /** Wordings that once named the concept, or could: each must not appear in that language. */
  avoid: Partial<Record<Locale, readonly AvoidedVariant[]>>;
  /** Texts (by where they live, see text-source.ts) allowed to use an avoided variant. */
  exceptions?: readonly { where: string; why: string }[];
}

/**
 * One term for one thing (issue 15): the key terms of every screen, message and export, in
 * both languages. A test runs every text of the web catalogues, of packages/core (items,
 * options, labels, validation messages) and of the API's messages through
 * `glossaryViolations`, so a catalogue that uses an avoided variant fails the build. The tone
 * marks and the i/y spelling of Vietnamese follow TONE_MARK_CONVENTION and I_SPELLING_CONVENTION
 * (tone-marks.ts).
 */
export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'The construct the PRCA-24 measures.',
    en: 'communication apprehension',
    vi: 'lo sợ giao tiếp',
    avoid: {
      en: ['anxiety', 'communication anxiety', 'fear of communicating'],
      vi: ['lo âu', 'lo lắng giao tiếp', 'lo âu giao tiếp'],
    },
    exceptions: [
      {
        where: 'web:landing:about.quote',
        why: "McCroskey's own definition: 'fear or anxiety' ('sợ hãi hoặc lo âu').",
      },
    ],
  },
  {
    concept:
      'Any of the four settings of the PRCA-24 (group discussion, meetings, interpersonal ' +
      'conversation, public speaking), six items each.',
    en: 'context',
    vi: 'bối cảnh',
    avoid: { en: ['situation', 'situations', 'category', 'categories'], vi: ['tình huống'] },
  },
  {
    concept: 'The first context (items 1–6).',
    en: 'Group discussion',
    vi: 'Thảo luận nhóm',
    avoid: {},
  },
  {
    concept: 'The second context (items 7–12).',
    en: 'Meetings',
    vi: 'Họp và sinh hoạt tập thể',
    avoid: {},
  },
  {
    concept: 'The third context (items 13–18): talking with one person.',
    en: 'Interpersonal conversation',
    vi: 'Trò chuyện giữa hai người',
    avoid: {
      en: [
        /interpersonal(?! conversation)/iu,
        'one-to-one conversation',
        'one-to-one conversations',
      ],
      vi: ['giao tiếp giữa hai người', 'giao tiếp cá nhân', 'giao tiếp liên cá nhân'],
    },
  },
  {
    concept: 'The fourth context (items 19–24).',
    en: 'Public speaking',
    vi: 'Nói trước đám đông',
    avoid: {},
  },
  {
    concept:
      "How often a student speaks up at school (part A's participation question and its " +
      'filters and tables).',
    en: 'participation',
    vi: 'mức độ phát biểu',
    // It once named both this and the engagement tab.
    avoid: { vi: ['mức độ tham gia'] },
  },
  {
    concept: 'The analytics of survey sessions: started, completed, abandoned, times, drop-off.',
    en: 'engagement',
    vi: 'tiến độ làm bài',
    // "mức độ tham gia" once named both this and participation; participation's entry avoids it.
    avoid: {},
  },
  {
    concept:
      'One survey started in a browser, completed or not: what engagement counts (started, ' +
      'completed, abandoned).',
    en: 'survey session',
    vi: 'lượt làm bài',
    avoid: { vi: ['phiên làm bài', 'lượt khảo sát'] },
  },
  {
    concept: 'One whole submission: the demographics, the 24 answers and the scores.',
    en: 'response',
    vi: 'bài trả lời',
    avoid: {
      vi: ['bài làm', 'số câu trả lời', 'mã câu trả lời', 'chưa có câu trả lời'],
    },
  },
  {
    concept:
      "One respondent's answer to one question ('câu trả lời'); an option offered is an " +
      "'đáp án'.",
    en: 'answer',
    vi: 'câu trả lời',
    avoid: {},
  },
  {
    concept: 'The arithmetic mean of scores (a statistic), not a level.',
    en: 'mean',
    vi: 'điểm trung bình',
    avoid: {
      en: [
        'average total',
        'average score',
        'average scores',
        'average time',
        'average completion',
        'average length',
        'average response',
      ],
      vi: ['tổng điểm trung bình'],
    },
  },
  {
    concept:
      'The middle of the three levels of apprehension (thấp / trung bình / cao, one word per ' +
      'level, issue 31): of a student\'s total or context (McCroskey\'s cut-offs, "average"), ' +
      'and of the report bands of SPEC.md in the researcher\'s analytics ("moderate"); never ' +
      'the mean.',
    en: 'average / moderate',
    vi: 'trung bình',
    // "Vừa" once named the middle band on the statistics screen; a whole text of it is a level.
    avoid: { vi: ['lo sợ vừa phải', 'mức vừa phải', 'mức lo sợ vừa', 'mức vừa', /^vừa$/u] },
  },
  {
    concept: "Cronbach's alpha from 0.60 to 0.70 (George & Mallery).",
    en: 'Questionable',
    vi: 'Đáng nghi ngờ',
    avoid: { vi: ['đáng ngờ'] },
  },
  {
    concept: 'The reliability coefficient of Cronbach (1951), named like "omega của McDonald".',
    en: "Cronbach's alpha",
    vi: 'hệ số alpha của Cronbach',
    avoid: { vi: ["cronbach's alpha", 'alpha cronbach'] },
  },
  {
    concept: 'The corrected correlation of one item with the sum of the others (SPSS, psych).',
    en: 'item-total',
    vi: 'tương quan biến – tổng',
    avoid: { vi: ['tương quan câu–tổng', 'tương quan câu – tổng'] },
  },
  {
    concept: 'The asymmetry of a distribution (skew), beside "độ lệch chuẩn" on one screen.',
    en: 'skew',
    vi: 'độ xiên',
    // "Độ lệch" alone reads as deviation, next to the standard deviation.
    avoid: { vi: [/^độ lệch$/iu, 'độ lệch và độ nhọn'] },
  },
  {
    concept: 'An item worded the other way round ("I am comfortable…"), scored 6 − answer.',
    en: 'reverse-worded item',
    vi: 'câu đảo chiều',
    avoid: { vi: ['câu hỏi đảo ngược', 'câu đảo ngược'] },
  },
  {
    concept: 'An item that correlates negatively with the rest: perhaps scored the wrong way.',
    en: 'mis-keyed',
    vi: 'tính điểm sai chiều',
    // "Ngược" is what half the items legitimately are (reverse-worded).
    avoid: { vi: ['tính điểm ngược', 'tính điểm ngược chiều'] },
  },
  {
    concept: "Part B's question whether a student has heard of communication apprehension.",
    en: 'awareness',
    vi: 'mức độ hiểu biết',
    avoid: {
      vi: [/^nhận thức$/iu, 'nhận thức về lo sợ giao tiếp', /(?<!mức độ )hiểu biết về lo sợ/iu],
    },
  },
  {
    concept: "The admin app's first page.",
    en: 'dashboard',
    vi: 'bảng điều khiển',
    avoid: { vi: ['trang tổng quan'] },
  },
  {
    concept: 'The fewest responses a group needs before school staff see its figures.',
    en: 'minimum group size',
    vi: 'cỡ nhóm tối thiểu',
    avoid: { vi: ['cỡ tối thiểu', 'số bài trả lời tối thiểu của một nhóm'] },
  },
  {
    concept: "A student's parents or guardians.",
    en: 'parents',
    vi: 'cha mẹ',
    avoid: { vi: ['bố mẹ', 'ba mẹ'] },
  },
  {
    concept: 'The role that holds every permission (value "superadmin").',
    en: 'super administrator',
    vi: 'quản trị viên cấp cao',
    avoid: { en: ['superadmin'], vi: ['superadmin', 'super admin'] },
  },
  {
    concept: 'The ZIP export for SPSS, PSPP and R: data, codebook, syntax and script (issue 20).',
    en: 'analysis package',
    vi: 'gói phân tích',
    avoid: { vi: ['gói dữ liệu phân tích', 'bộ phân tích'] },
  },
  {
    concept: 'The document that lists every variable of an export with its codes and labels.',
    en: 'codebook',
    vi: 'sổ tay biến',
    // The files codebook.md and codebook.html keep their names in a Vietnamese sentence.
    avoid: { vi: [/codebook(?!\.(?:md|html))/iu, 'từ điển dữ liệu'] },
  },
  {
    concept: 'The role that analyses and exports (value "researcher").',
    en: 'researcher',
    vi: 'nghiên cứu viên',
    avoid: { vi: ['researcher'] },
  },
  {
    concept: 'The role that only views analytics (value "viewer").',
    en: 'viewer',
    vi: 'người xem',
    avoid: { vi: ['viewer'] },
  },
  {
    concept:
      'The role of a school counsellor or homeroom teacher, limited to chosen schools or ' +
      'classes (value "counsellor", issue 19).',
    en: 'counsellor / teacher',
    vi: 'tư vấn viên / giáo viên',
    avoid: { en: ['counselor'], vi: ['counsellor', 'cố vấn'] },
  },
  {
    concept: 'A response that a data-quality flag (issue 17) marks as possibly careless.',
    en: 'flagged',
    vi: 'bị gắn cờ',
    avoid: { vi: ['bị đánh dấu', 'bị cắm cờ'] },
  },
  {
    concept: 'The flag for the same answer many times in a row (long-string).',
    en: 'straight-lining',
    vi: 'trả lời rập khuôn',
    avoid: { vi: ['trả lời đồng loạt', 'trả lời một kiểu'] },
  },
  {
    concept: 'The flag for agreeing with both the "comfortable" and the "nervous" statements.',
    en: 'inconsistent answers',
    vi: 'trả lời mâu thuẫn',
    avoid: { vi: ['trả lời không nhất quán', 'trả lời thiếu nhất quán'] },
  },
  {
    concept: 'The flag for a response finished faster than the statements can be read.',
    en: 'speeding',
    vi: 'làm quá nhanh',
    avoid: { vi: ['trả lời quá nhanh', 'làm bài quá nhanh'] },
  },
  {
    concept: 'The flag for the same person sending the same answers again.',
    en: 'duplicate',
    vi: 'bài trùng lặp',
    avoid: { vi: ['bài lặp lại', 'bài trùng nhau'] },
  },
  {
    concept: "A researcher's override of the flags: keep or exclude one response, with a reason.",
    en: 'decision',
    vi: 'quyết định',
    avoid: { vi: ['ghi đè', 'thay thế cờ'] },
  },
  {
    concept: 'The override that counts a response whatever its flags (value "keep").',
    en: 'keep',
    vi: 'giữ lại',
    avoid: {},
  },
  {
    concept: 'The override that leaves a response out whatever its flags (value "exclude").',
    en: 'exclude',
    vi: 'loại bỏ',
    avoid: { vi: ['gạt bỏ', 'loại trừ', 'loại ra'] },
  },
];
