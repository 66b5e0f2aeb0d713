import {
  AWARENESS_LABELS,
  AWARENESS_LEVELS,
  CATEGORIES,
  CATEGORY_LABELS,
  CAUSE_LABELS,
  CAUSES,
  GENDER_LABELS,
  GENDERS,
  GRADE_LABELS,
  GRADES,
  IMPACT_LABELS,
  IMPACT_LEVELS,
  ITEMS,
  ANSWER_OPTIONS,
  LOCALES,
  PARTICIPATION_LABELS,
  PARTICIPATION_LEVELS,
  QUALITY_FLAG_KINDS,
  QUALITY_OVERRIDES,
  REPORT_BANDS,
  TOTAL_LEVELS,
  TOTAL_LEVEL_LABELS,
  reportBand,
  type Item,
  type QualityFlagKind,
  type Translated,
} from '@prca/core';
import type { SurveyResponseRow } from '../../surveys/repository';
import type { ExportedResponseRow } from '../repository';
import { orientedColumn, rawColumn, subscoreColumn } from './column-names';
import { flagsOf } from '../../../quality/columns';
import { flagDetailVariables } from './flag-details';

/*
 * The one list of data.csv's variables (issue 20): data.csv, the codebook, the SPSS syntax and
 * the R script are all written from it, so a column cannot be in one and missing from another.
 */

export type Measurement = 'nominal' | 'ordinal' | 'scale';

export interface Code {
  code: number;
  label: Translated;
}

/**
 * How a column is read: a number, a text, or a moment (data.csv writes dates as yyyy-mm-dd,
 * times as hh:mm:ss and date-times as yyyy-mm-dd hh:mm:ss.sss, which SPSS, PSPP and R read as
 * their own date types).
 */
export type VariableType = 'numeric' | 'string' | 'date' | 'time' | 'datetime';

/** What the codebook and the scripts say of a column, whichever file holds it. */
export interface VariableInfo {
  name: string;
  label: Translated;
  type: VariableType;
  measurement: Measurement;
  /** SPSS width of a string variable, in bytes. */
  width?: number;
  /** Digits SPSS shows after the point, for a number that is not whole. */
  decimals?: number;
  codes?: readonly Code[];
  /** Why a cell can be empty (system-missing); undefined when it never is. */
  missing?: Translated;
}

/** A column of a CSV file of the package: what is said of it, and its cell in a row. */
export interface Variable<Row = PackageRow> extends VariableInfo {
  value: (row: Row) => string | number | null;
}

/**
 * The schools, classes and waves of the study in code order, each with its stored package code
 * (issue 29: given at creation, never renumbered, so two packages agree on every code; gaps are
 * rows deleted since) and a label no other of its kind shares: a class's is core's unambiguousClassLabels (its school and/or wave
 * where its name alone is not unique), so that two schools' "10A1" are two codes, two value
 * labels in SPSS and two factor levels in R.
 */
export interface StudyCode {
  id: string;
  code: number;
  label: string;
}

export interface StudyCodes {
  schools: readonly StudyCode[];
  classes: readonly StudyCode[];
  waves: readonly StudyCode[];
}

/** One response as the package writes it, with the local and UTC readings of its time. */
export interface PackageRow {
  row: ExportedResponseRow;
  codeOf: (kind: keyof StudyCodes, id: string | null) => number | null;
  /** core's orientedAnswers of the row, computed once for its 24 columns. */
  oriented: readonly number[];
  localDate: string;
  localTime: string;
}

const YES_NO: readonly Code[] = [
  { code: 0, label: { en: 'No', vi: 'Không' } },
  { code: 1, label: { en: 'Yes', vi: 'Có' } },
];

/** Codes 1..n in core's order of the values. */
function codesOf<T extends string>(values: readonly T[], labels: Record<T, Translated>): Code[] {
  return values.map((value, index) => ({ code: index + 1, label: labels[value] }));
}

function codeIn<T extends string>(values: readonly T[], value: string): number {
  return values.indexOf(value as T) + 1;
}

/** A yes/no column: 1 where the response `has` it, 0 where it has not. */
function yesNo(
  name: string,
  label: Translated,
  has: (row: ExportedResponseRow) => boolean,
): Variable {
  return {
    name,
    label,
    type: 'numeric',
    measurement: 'nominal',
    codes: YES_NO,
    value: ({ row }) => (has(row) ? 1 : 0),
  };
}

/** An instant as data.csv writes a UTC date-time: yyyy-mm-dd hh:mm:ss.sss, what SPSS's YMDHMS reads. */
const utcDateTime = (instant: Date) => instant.toISOString().slice(0, 23).replace('T', ' ');

const STUDY_KEYS = { school: 'schools', class: 'classes', wave: 'waves' } as const;

const NO_CLASS: Translated = {
  en: 'The respondent entered no class code.',
  vi: 'Người trả lời không nhập mã lớp.',
};

/** Why consent_version and consent_at can be empty (issue 27): said wherever a person reads it. */
export const NO_ASSENT_RECORDED: Translated = {
  en: 'No assent recorded: the response came from an older version of the app, or was kept waiting to be sent from before the information sheet existed. It was accepted, as every such response is.',
  vi: 'Không ghi nhận sự đồng ý tham gia: bài trả lời đến từ một phiên bản cũ của ứng dụng, hoặc đã chờ gửi từ trước khi có bản thông tin. Bài trả lời vẫn được nhận, như mọi bài trả lời như vậy.',
};

/** The package's column of each flag (its value read through quality/columns.ts's flagsOf). */
const FLAG_COLUMNS: Record<QualityFlagKind, { name: string; label: Translated }> = {
  straightLining: {
    name: 'flag_straight_lining',
    label: { en: 'Flag: same answer in a long run', vi: 'Cờ: trả lời rập khuôn' },
  },
  inconsistent: {
    name: 'flag_inconsistent',
    label: { en: 'Flag: inconsistent answers', vi: 'Cờ: trả lời mâu thuẫn' },
  },
  speeding: {
    name: 'flag_speeding',
    label: { en: 'Flag: answered too fast', vi: 'Cờ: làm quá nhanh' },
  },
  duplicate: {
    name: 'flag_duplicate',
    label: { en: 'Flag: possible duplicate', vi: 'Cờ: bài trùng lặp' },
  },
};

const answerCodes: Code[] = ANSWER_OPTIONS.map((option) => ({
  code: option.value,
  label: option.label,
}));

/** The oriented items of each scale, as RELIABILITY and psych::alpha read them. */
export const SCALES: readonly { name: string; label: Translated; columns: string[] }[] = [
  {
    name: 'total',
    label: { en: 'PRCA-24 total', vi: 'Tổng điểm PRCA-24' },
    columns: ITEMS.map((item) => orientedColumn(item.id)),
  },
  ...CATEGORIES.map((category) => ({
    name: subscoreColumn(category),
    label: CATEGORY_LABELS[category],
    columns: ITEMS.filter((item) => item.category === category).map((item) =>
      orientedColumn(item.id),
    ),
  })),
];

/** How one reading of the 24 answers is written: as given (q1…q24) or oriented (o1…o24). */
interface ItemReading {
  column: (id: number) => string;
  label: (item: Item) => Translated;
  measurement: Measurement;
  codes?: readonly Code[];
  value: (row: PackageRow, index: number) => number | null;
}

const ITEM_READINGS = {
  raw: {
    column: rawColumn,
    label: (item) => ({
      en: `Q${item.id}: ${item.text.en}`,
      vi: `Câu ${item.id}: ${item.text.vi}`,
    }),
    measurement: 'ordinal',
    codes: answerCodes,
    value: ({ row }, index) => row.answers[index] ?? null,
  },
  oriented: {
    column: orientedColumn,
    label: (item) => ({
      en: `Q${item.id} oriented (higher = more apprehension${item.key === 'minus' ? ', reversed: 6 − answer' : ''})`,
      vi: `Câu ${item.id} theo chiều lo sợ (cao hơn = lo sợ hơn${item.key === 'minus' ? ', đảo chiều: 6 − đáp án' : ''})`,
    }),
    measurement: 'scale',
    value: ({ oriented }, index) => oriented[index] ?? null,
  },
} satisfies Record<string, ItemReading>;

/** One variable per item, in the items' order, for one reading of the answers. */
function itemVariables(reading: ItemReading): Variable[] {
  return ITEMS.map((item) => ({
    name: reading.column(item.id),
    label: reading.label(item),
    type: 'numeric',
    measurement: reading.measurement,
    ...(reading.codes ? { codes: reading.codes } : {}),
    value: (row) => reading.value(row, item.id - 1),
  }));
}

/** The variables of data.csv, in column order (never an e-mail address: issue 27). */
export function packageVariables(codes: StudyCodes): Variable[] {
  const studyCodes = (kind: keyof StudyCodes): Code[] =>
    codes[kind].map((entry) => ({
      code: entry.code,
      label: { en: entry.label, vi: entry.label },
    }));
  const categorical = <T extends string>(
    name: string,
    label: Translated,
    measurement: Measurement,
    values: readonly T[],
    labels: Record<T, Translated>,
    of: (row: SurveyResponseRow) => string,
  ): Variable => ({
    name,
    label,
    type: 'numeric',
    measurement,
    codes: codesOf(values, labels),
    value: ({ row }) => codeIn(values, of(row)),
  });
  /** A string variable of `width` bytes, nominal, never coded. */
  const text = (
    name: string,
    label: Translated,
    width: number,
    value: Variable['value'],
  ): Variable => ({ name, label, type: 'string', measurement: 'nominal', width, value });
  /** A date, time of day or date-time: a point on a scale. */
  const moment = (
    name: string,
    label: Translated,
    type: 'date' | 'time' | 'datetime',
    value: Variable['value'],
  ): Variable => ({ name, label, type, measurement: 'scale', value });
  return [
    text('id', { en: 'Response id', vi: 'Mã bài trả lời' }, 36, ({ row }) => row.id),
    categorical(
      'locale',
      { en: 'Language of the questionnaire', vi: 'Ngôn ngữ của bảng hỏi' },
      'nominal',
      LOCALES,
      { en: { en: 'English', vi: 'Tiếng Anh' }, vi: { en: 'Vietnamese', vi: 'Tiếng Việt' } },
      (row) => row.locale,
    ),
    text(
      'wording_version',
      { en: 'Wording version of the items', vi: 'Phiên bản câu chữ của các câu hỏi' },
      40,
      ({ row }) => row.wordingVersion,
    ),
    {
      name: 'consent_version',
      label: {
        en: 'Version of the information sheet the respondent assented to',
        vi: 'Phiên bản của bản thông tin mà người trả lời đã đồng ý',
      },
      type: 'numeric',
      measurement: 'nominal',
      missing: NO_ASSENT_RECORDED,
      value: ({ row }) => row.consentVersion,
    },
    {
      ...moment(
        'consent_at',
        { en: 'Assent date and time (UTC)', vi: 'Ngày giờ đồng ý tham gia (UTC)' },
        'datetime',
        ({ row }) => (row.consentAt ? utcDateTime(row.consentAt) : null),
      ),
      missing: NO_ASSENT_RECORDED,
    },
    ...(['school', 'class', 'wave'] as const).map((kind): Variable => ({
      name: kind,
      label: {
        school: { en: 'School', vi: 'Trường' },
        class: { en: 'Class', vi: 'Lớp' },
        wave: { en: 'Survey wave', vi: 'Đợt khảo sát' },
      }[kind],
      type: 'numeric',
      measurement: 'nominal',
      codes: studyCodes(STUDY_KEYS[kind]),
      missing: NO_CLASS,
      value: ({ row, codeOf }) =>
        codeOf(
          STUDY_KEYS[kind],
          { school: row.schoolId, class: row.classId, wave: row.waveId }[kind],
        ),
    })),
    categorical(
      'grade',
      { en: 'Grade', vi: 'Khối lớp' },
      'ordinal',
      GRADES,
      GRADE_LABELS,
      (row) => row.grade,
    ),
    categorical(
      'gender',
      { en: 'Gender', vi: 'Giới tính' },
      'nominal',
      GENDERS,
      GENDER_LABELS,
      (row) => row.gender,
    ),
    categorical(
      'participation',
      {
        en: 'How often the student speaks up at school',
        vi: 'Mức độ phát biểu, tham gia ở trường',
      },
      'ordinal',
      PARTICIPATION_LEVELS,
      PARTICIPATION_LABELS,
      (row) => row.participation,
    ),
    categorical(
      'awareness',
      { en: 'Has heard of communication apprehension', vi: 'Đã từng nghe về lo sợ giao tiếp' },
      'nominal',
      AWARENESS_LEVELS,
      AWARENESS_LABELS,
      (row) => row.awareness,
    ),
    ...CAUSES.map((cause) =>
      yesNo(
        `cause_${cause}`,
        { en: `Cause: ${CAUSE_LABELS[cause].en}`, vi: `Nguyên nhân: ${CAUSE_LABELS[cause].vi}` },
        (row) => row.causes.includes(cause),
      ),
    ),
    categorical(
      'impact_level',
      { en: 'Effect on studies and daily life', vi: 'Mức ảnh hưởng đến học tập và cuộc sống' },
      'ordinal',
      IMPACT_LEVELS,
      IMPACT_LABELS,
      (row) => row.impactLevel,
    ),
    ...itemVariables(ITEM_READINGS.raw),
    ...itemVariables(ITEM_READINGS.oriented),
    ...CATEGORIES.map((category): Variable => ({
      name: subscoreColumn(category),
      label: {
        en: `Subscore: ${CATEGORY_LABELS[category].en} (6–30)`,
        vi: `Điểm thành phần: ${CATEGORY_LABELS[category].vi} (6–30)`,
      },
      type: 'numeric',
      measurement: 'scale',
      value: ({ row }) => row[category],
    })),
    {
      name: 'total',
      label: { en: 'PRCA-24 total (24–120)', vi: 'Tổng điểm PRCA-24 (24–120)' },
      type: 'numeric',
      measurement: 'scale',
      value: ({ row }) => row.totalScore,
    },
    categorical(
      'interpretation',
      {
        en: "The student's level of the total (high above 80, low below 51)",
        vi: 'Mức của học sinh theo tổng điểm (cao trên 80, thấp dưới 51)',
      },
      'ordinal',
      TOTAL_LEVELS,
      TOTAL_LEVEL_LABELS,
      (row) => row.interpretation,
    ),
    categorical(
      'report_band',
      {
        en: 'Report band (SPEC) of the total (low 24–50, moderate 51–83, high 84–120)',
        vi: 'Khoảng báo cáo (SPEC) của tổng điểm (thấp 24–50, trung bình 51–83, cao 84–120)',
      },
      'ordinal',
      REPORT_BANDS.map((band) => band.band),
      {
        low: { en: 'Low', vi: 'Thấp' },
        moderate: { en: 'Moderate', vi: 'Trung bình' },
        high: { en: 'High', vi: 'Cao' },
      },
      (row) => reportBand(row.totalScore),
    ),
    moment(
      'local_date',
      { en: 'Submission date (study time zone)', vi: 'Ngày nộp (múi giờ của nghiên cứu)' },
      'date',
      ({ localDate }) => localDate,
    ),
    moment(
      'local_time',
      { en: 'Submission time (study time zone)', vi: 'Giờ nộp (múi giờ của nghiên cứu)' },
      'time',
      ({ localTime }) => localTime,
    ),
    moment(
      'utc_datetime',
      { en: 'Submission date and time (UTC)', vi: 'Ngày giờ nộp (UTC)' },
      'datetime',
      ({ row }) => utcDateTime(row.createdAt),
    ),
    {
      name: 'completion_seconds',
      label: { en: 'Completion time in seconds', vi: 'Thời gian làm bài (giây)' },
      type: 'numeric',
      measurement: 'scale',
      decimals: 3,
      missing: {
        en: 'The response came without a timed session.',
        vi: 'Bài trả lời không kèm lượt làm bài được tính giờ.',
      },
      value: ({ row }) => row.completionSeconds,
    },
    yesNo(
      'submitted_after_class_closed',
      {
        en: 'Sent after its class closed (the survey began while the class was open)',
        vi: 'Gửi sau khi lớp đã đóng (lượt làm bài bắt đầu khi lớp còn mở)',
      },
      (row) => row.submittedAfterClassClosed,
    ),
    yesNo(
      'over_enrolment',
      {
        en: 'Beyond its class enrolment (left out of counsellors’ figures)',
        vi: 'Vượt quá sĩ số lớp (không tính vào số liệu của tư vấn viên / giáo viên)',
      },
      (row) => row.overEnrolment,
    ),
    ...QUALITY_FLAG_KINDS.map((kind) =>
      yesNo(FLAG_COLUMNS[kind].name, FLAG_COLUMNS[kind].label, (row) => flagsOf(row)[kind]),
    ),
    ...flagDetailVariables(),
    {
      name: 'quality_override',
      label: {
        en: "Researcher's decision on the flags",
        vi: 'Quyết định của nghiên cứu viên về các cờ',
      },
      type: 'numeric',
      measurement: 'nominal',
      codes: [
        { code: 0, label: { en: 'None', vi: 'Chưa quyết định' } },
        ...QUALITY_OVERRIDES.map((override, index) => ({
          code: index + 1,
          label: {
            keep: { en: 'Keep', vi: 'Giữ lại' },
            exclude: { en: 'Exclude', vi: 'Loại bỏ' },
          }[override],
        })),
      ],
      value: ({ row }) =>
        row.qualityOverride ? codeIn(QUALITY_OVERRIDES, row.qualityOverride) : 0,
    },
  ];
}
