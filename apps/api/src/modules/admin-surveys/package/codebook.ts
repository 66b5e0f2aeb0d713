import {
  CATEGORIES,
  CATEGORY_LABELS,
  CONTEXT_THRESHOLDS,
  ITEMS,
  REPORT_BANDS,
  TOTAL_INTERPRETATION,
  type QualityThresholds,
  type ReportBand,
} from '@prca/core';
import { assentBlocks, parentalConsentBlocks, type ConsentRecords } from './codebook-consent';
import { heading, htmlOf, markdownOf, paragraph, subheading, type Block } from './codebook-blocks';
import { qualityBlocks } from './quality-rule';
import type { Measurement, VariableInfo, VariableType } from './variables';

/*
 * codebook.md and codebook.html, bilingual (issue 20): one list of blocks, rendered twice, so
 * that the two files cannot say different things.
 */

/** The report bands' words in the Vietnamese half (the glossary's one word per level). */
const REPORT_BAND_WORDS_VI: Record<ReportBand, string> = {
  low: 'thấp',
  moderate: 'trung bình',
  high: 'cao',
};

/** The variables table's type and level, each beside its Vietnamese name (SPSS's own words first). */
const TYPE_WORDS: Record<VariableType, string> = {
  numeric: 'numeric / số',
  string: 'string / chuỗi',
  date: 'date / ngày',
  time: 'time / giờ',
  datetime: 'datetime / ngày giờ',
};

const MEASUREMENT_WORDS: Record<Measurement, string> = {
  nominal: 'nominal / định danh',
  ordinal: 'ordinal / thứ bậc',
  scale: 'scale / định lượng',
};

export interface CodebookContext {
  variables: readonly VariableInfo[];
  /** change.csv's variables and the wave pairs it holds, by their labels (issue 32). */
  change: ChangeContext;
  /** The filters that chose the responses, as `name = value` lines; empty for all. */
  filters: readonly string[];
  exportedAt: string;
  timeZone: string;
  /** The assent and parents' consent records of the package's responses (issue 27). */
  consent: ConsentRecords;
  /** The data-quality thresholds in force (issue 31). */
  thresholds: QualityThresholds;
}

export interface ChangeContext {
  variables: readonly VariableInfo[];
  /** Each consecutive wave pair with matched pairs, oldest first; empty: no change.csv. */
  wavePairs: readonly { from: string; to: string; pairs: number }[];
}

/** The variables table of one CSV file: name, type, level, both labels, codes, missing. */
function variableTable(variables: readonly VariableInfo[]): Block {
  return {
    kind: 'table',
    header: [
      'Name / Tên',
      'Type / Kiểu',
      'Level / Mức đo lường',
      'Label (English)',
      'Nhãn (tiếng Việt)',
      'Codes / Mã',
      'Missing / Khuyết',
    ],
    rows: variables.map((variable) => [
      variable.name,
      TYPE_WORDS[variable.type],
      MEASUREMENT_WORDS[variable.measurement],
      variable.label.en,
      variable.label.vi,
      (variable.codes ?? [])
        .map((code) =>
          code.label.en === code.label.vi
            ? `${code.code} = ${code.label.en}`
            : `${code.code} = ${code.label.en} / ${code.label.vi}`,
        )
        .join('; '),
      variable.missing ? `${variable.missing.en} / ${variable.missing.vi}` : '',
    ]),
  };
}

/** change.csv (issue 32): which waves it pairs, how a pair is chosen, and its variables. */
export function changeBlocks({ variables, wavePairs }: ChangeContext): Block[] {
  const chosen = paragraph(
    'Students whose linking codes matched between two consecutive waves of the study (oldest first: by the day each wave opens, a wave without one first, then in the order the waves were made), within one school: exactly, or with one answer different when the gender agrees and only one response could be theirs; ambiguous codes are never paired. A pair is in the file when the filters above choose its earlier response and its later one passes the school and quality filters, as the change figures of the statistics count it. / Học sinh có mã ghép bài khớp giữa hai đợt khảo sát liền nhau của nghiên cứu (từ cũ đến mới: theo ngày mở của mỗi đợt, đợt không có ngày mở đứng trước, rồi theo thứ tự tạo đợt), trong cùng một trường: khớp hoàn toàn, hoặc lệch một câu trả lời khi giới tính trùng nhau và chỉ có một bài trả lời có thể là của học sinh đó; các mã không phân định được thì không bao giờ được ghép. Một cặp có trong tệp khi bộ lọc ở trên chọn bài trả lời ở đợt trước, và bài ở đợt sau thoả bộ lọc trường và chất lượng, như cách số liệu thay đổi trong phần thống kê tính cặp.',
  );
  if (wavePairs.length === 0) {
    return [
      heading('Change between waves / Thay đổi giữa các đợt khảo sát'),
      chosen,
      paragraph(
        'This package has no change.csv: no student was matched between two consecutive waves among these responses. prca24.R and prca24.sps say so and run the rest. / Gói này không có change.csv: không có học sinh nào được ghép giữa hai đợt khảo sát liền nhau trong số các bài trả lời này. prca24.R và prca24.sps sẽ thông báo điều đó và vẫn chạy phần còn lại.',
      ),
    ];
  }
  return [
    heading('Change between waves / Thay đổi giữa các đợt khảo sát'),
    paragraph(
      "change.csv: one row per matched student, with the scores of both responses (total and the four contexts, earlier and later wave) and how the pair was matched. It holds no response id: pair_id numbers the rows of this file only, so change.csv does not point to a row of data.csv by id (the same scores are in data.csv, as they would be in any copy of it). prca24.R and prca24.sps run the paired t-test of each score for each wave pair, later minus earlier (a negative change is less apprehension), as R's t.test(after, before, paired = TRUE). / change.csv: mỗi dòng là một học sinh đã được ghép, với điểm của cả hai bài trả lời (tổng điểm và bốn bối cảnh, ở đợt trước và đợt sau) và cách cặp được ghép. Tệp không chứa mã bài trả lời: pair_id chỉ đánh số các dòng của tệp này, nên change.csv không trỏ tới dòng nào của data.csv bằng mã (các điểm số này cũng có trong data.csv, như ở mọi bản sao của tệp đó). prca24.R và prca24.sps chạy kiểm định t theo cặp cho từng điểm và từng cặp đợt, lấy đợt sau trừ đợt trước (thay đổi âm nghĩa là bớt lo sợ), như t.test(after, before, paired = TRUE) của R.",
    ),
    chosen,
    {
      kind: 'table',
      header: ['Earlier wave / Đợt trước', 'Later wave / Đợt sau', 'Pairs / Số cặp'],
      rows: wavePairs.map((pair) => [pair.from, pair.to, String(pair.pairs)]),
    },
    subheading('change.csv'),
    variableTable(variables),
  ];
}

function blocks({
  variables,
  change,
  filters,
  exportedAt,
  timeZone,
  consent,
  thresholds,
}: CodebookContext): Block[] {
  const reversed = ITEMS.filter((item) => item.key === 'minus').map((item) => item.id);
  return [
    heading('PRCA-24 — codebook / sổ tay biến'),
    paragraph(`Exported / Xuất lúc: ${exportedAt} (${timeZone})`),
    heading('Filters / Bộ lọc'),
    paragraph(
      filters.length === 0
        ? 'None: every response. / Không lọc: mọi bài trả lời.'
        : filters.join('; '),
    ),
    heading('Files / Các tệp'),
    paragraph(
      'data.csv: one row per response (UTF-8 with a byte-order mark, comma-separated, texts in double quotes). free_text.csv: the words written for the cause "other", by id. / data.csv: mỗi dòng là một bài trả lời (UTF-8 có BOM, phân cách bằng dấu phẩy, văn bản trong dấu ngoặc kép). free_text.csv: nội dung học sinh tự ghi cho nguyên nhân "Khác", theo mã bài trả lời.',
    ),
    heading('Data are exact / Dữ liệu được giữ nguyên'),
    paragraph(
      'The plain CSV export puts an apostrophe before a text that starts with = + - @ so that a spreadsheet does not run it as a formula. The files of this package do not: every text is exactly as stored, because SPSS, PSPP and R never run a cell, and an analysis must see what respondents wrote. Do not open data.csv or free_text.csv in a spreadsheet and save them again; if you open them in one, do not trust a cell that starts with =. / Tệp CSV thông thường thêm dấu nháy đơn trước văn bản bắt đầu bằng = + - @ để bảng tính không coi văn bản đó là công thức. Các tệp trong gói này thì không: mọi văn bản giữ đúng như đã lưu, vì SPSS, PSPP và R không bao giờ thực thi nội dung ô như công thức, và khi phân tích cần thấy đúng điều học sinh đã viết. Đừng mở data.csv hay free_text.csv rồi lưu lại bằng Excel hay phần mềm bảng tính khác; nếu có mở, đừng tin nội dung của ô nào bắt đầu bằng dấu =.',
    ),
    heading('Missing values / Giá trị khuyết'),
    paragraph(
      'An empty cell is a missing value (system-missing in SPSS, NA in R). Every answer of the questionnaire is required, so only the variables below whose "missing" column says so can be empty. / Ô trống là giá trị khuyết (system-missing trong SPSS, NA trong R). Mọi câu hỏi đều bắt buộc, nên chỉ các biến có ghi chú ở cột "khuyết" mới có thể trống.',
    ),
    heading('Schools, classes and waves / Trường, lớp và đợt khảo sát'),
    paragraph(
      'school, class and wave are numeric codes of every school, class and wave of the study, labelled in the table below. A class is labelled with its name, followed by its school and/or wave wherever another class of the study has the same name, e.g. "10A1 (THPT Nguyễn Du)": no two classes share a label, so none can be mistaken for another, nor merged into one in R. Two schools or waves of the same name are numbered ("#2"). Each school, class and wave keeps its code for good: a school, class or wave added later takes a new code and changes no other, so two packages exported at different times agree on every code (a gap is one deleted since). Match two packages by code: a label can change when a class is renamed or another of the same name is added. / school, class và wave là mã số của mọi trường, lớp và đợt khảo sát của nghiên cứu, có nhãn trong bảng dưới đây. Nhãn của một lớp là tên lớp, kèm trường và/hoặc đợt khảo sát khi nghiên cứu có lớp khác cùng tên, ví dụ "10A1 (THPT Nguyễn Du)": không hai lớp nào có cùng nhãn, nên không lớp nào bị nhầm với lớp khác hay bị gộp làm một trong R. Hai trường hoặc hai đợt cùng tên được đánh số ("#2"). Mỗi trường, lớp và đợt khảo sát giữ nguyên mã số của mình: trường, lớp hay đợt thêm sau sẽ nhận mã mới và không làm đổi mã nào khác, nên hai gói xuất vào những thời điểm khác nhau luôn khớp mã với nhau (mã bị thiếu là của mục đã xoá). Khi ghép hai gói, hãy đối chiếu theo mã số: nhãn có thể đổi khi một lớp được đổi tên hoặc có thêm lớp trùng tên.',
    ),
    heading('Variables / Các biến'),
    variableTable(variables),
    heading('Items / Các câu hỏi'),
    {
      kind: 'table',
      header: ['#', 'Context / Bối cảnh', 'Key / Chiều', 'English', 'Tiếng Việt'],
      rows: ITEMS.map((item) => [
        String(item.id),
        `${CATEGORY_LABELS[item.category].en} / ${CATEGORY_LABELS[item.category].vi}`,
        item.key === 'minus' ? 'reversed / đảo chiều' : '+',
        item.text.en,
        item.text.vi,
      ]),
    },
    heading('Reversed items / Câu đảo chiều'),
    paragraph(
      `Items ${reversed.join(', ')} describe apprehension ("I am nervous…"), the others comfort. Answers run from 1 (strongly agree) to 5 (strongly disagree), so agreeing with an apprehension item means more apprehension: o = 6 − answer for those items and o = answer for the others, so that a higher o always means more apprehension. Reliability is computed on o1–o24. / Các câu ${reversed.join(', ')} mô tả sự lo sợ ("Tôi thấy hồi hộp…"), các câu còn lại mô tả sự thoải mái. Đáp án đi từ 1 (hoàn toàn đồng ý) đến 5 (hoàn toàn không đồng ý), nên đồng ý với câu mô tả lo sợ nghĩa là lo sợ nhiều hơn: o = 6 − đáp án với các câu này, o = đáp án với các câu còn lại, để o cao hơn luôn nghĩa là lo sợ hơn. Độ tin cậy được tính trên o1–o24.`,
    ),
    heading('Scoring / Cách tính điểm'),
    paragraph(
      `Each context: 18 + sum of the comfort items − sum of the apprehension items = sum of its six oriented items (6–30). Total = sum of the four contexts (24–120) (McCroskey, 1982). / Mỗi bối cảnh: 18 + tổng các câu thoải mái − tổng các câu lo sợ = tổng sáu câu đã quy theo chiều lo sợ (6–30). Tổng điểm = tổng bốn bối cảnh (24–120).`,
    ),
    heading('Two readings of a level / Hai cách diễn giải mức độ'),
    paragraph(
      `interpretation: the level, as the student was told it and as the class reports count it: high above ${TOTAL_INTERPRETATION.highAbove}, low below ${TOTAL_INTERPRETATION.lowBelow}, average otherwise; per context: ${CATEGORIES.map((category) => `${CATEGORY_LABELS[category].en} high > ${CONTEXT_THRESHOLDS[category].highAbove}, low < ${CONTEXT_THRESHOLDS[category].lowBelow}`).join('; ')}. report_band: the report bands of SPEC.md, counted in the researcher's analytics only: ${REPORT_BANDS.map((band) => `${band.band} ${band.min}–${band.max}`).join(', ')}. The two disagree between 81 and 83; say which one you use. / interpretation: mức mà học sinh nhận được trong kết quả của mình, cũng là mức mà báo cáo lớp dùng để đếm: cao khi trên ${TOTAL_INTERPRETATION.highAbove}, thấp khi dưới ${TOTAL_INTERPRETATION.lowBelow}, còn lại là trung bình; theo bối cảnh: ${CATEGORIES.map((category) => `${CATEGORY_LABELS[category].vi} cao > ${CONTEXT_THRESHOLDS[category].highAbove}, thấp < ${CONTEXT_THRESHOLDS[category].lowBelow}`).join('; ')}. report_band: các khoảng báo cáo (SPEC), chỉ dùng để đếm trong phần phân tích của nhà nghiên cứu: ${REPORT_BANDS.map((band) => `${REPORT_BAND_WORDS_VI[band.band]} ${band.min}–${band.max}`).join(', ')}. Hai cách diễn giải khác nhau ở tổng điểm từ 81 đến 83; hãy nói rõ bạn dùng cách nào.`,
    ),
    heading('Times / Thời gian'),
    paragraph(
      `local_date and local_time are in the study's time zone (${timeZone}); utc_datetime is the same instant in UTC. completion_seconds runs from the start of the timed session to the submission. / local_date và local_time theo múi giờ của nghiên cứu (${timeZone}); utc_datetime là cùng thời điểm theo giờ UTC. completion_seconds tính từ lúc bắt đầu lượt làm bài đến lúc nộp.`,
    ),
    paragraph(
      'data.csv writes local_date as yyyy-mm-dd, local_time as hh:mm:ss, and utc_datetime and consent_at as yyyy-mm-dd hh:mm:ss.sss in UTC. prca24.R reads the dates as Date and the date-times as POSIXct (UTC), leaving local_time as text; prca24.sps reads them in the DATE, TIME and DATETIME formats. / data.csv ghi local_date theo dạng yyyy-mm-dd, local_time theo dạng hh:mm:ss, còn utc_datetime và consent_at theo dạng yyyy-mm-dd hh:mm:ss.sss theo giờ UTC. prca24.R đọc các ngày thành kiểu Date và các ngày giờ thành kiểu POSIXct (UTC), để local_time ở dạng văn bản; prca24.sps đọc chúng theo các định dạng DATE, TIME và DATETIME.',
    ),
    ...qualityBlocks(thresholds),
    ...assentBlocks(consent, timeZone),
    ...parentalConsentBlocks(consent),
    ...changeBlocks(change),
    heading('Citation / Trích dẫn'),
    paragraph(
      "McCroskey, J. C. (1982). An introduction to rhetorical communication (4th ed.). Englewood Cliffs, NJ: Prentice-Hall. The Vietnamese wording is this project's translation (see wording_version). / Bản tiếng Việt là bản dịch của dự án này (xem wording_version).",
    ),
  ];
}

export function codebookMarkdown(context: CodebookContext): string {
  return markdownOf(blocks(context));
}

export function codebookHtml(context: CodebookContext): string {
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><title>PRCA-24 codebook</title>
<style>body{font-family:sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;vertical-align:top;text-align:left}blockquote{border-left:3px solid #999;margin:0 0 1rem;padding:0 1rem}</style>
</head>
<body>
<main>
${htmlOf(blocks(context))}
</main>
</body>
</html>
`;
}
