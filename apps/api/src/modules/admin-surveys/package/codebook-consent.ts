import type { RespondentIdentity, Translated } from '@prca/core';
import { parentalConsentInEffect } from '@prca/core';
import type { ConsentVersionRecord } from '../../research-context/consent-versions';
import { zonedIsoWriter } from '../zoned-time';
import { heading, paragraph, subheading, type Block } from './codebook-blocks';
import { NO_ASSENT_RECORDED } from './variables';

/** What the package says about assent and parents' consent (issue 27). */
export interface ConsentRecords {
  /** The study-wide setting parentalConsentCollected (null: not recorded). */
  studyParentalConsent: boolean | null;
  /** The package's responses by the version they were given under (null: no assent recorded). */
  responsesByVersion: readonly { version: number | null; responses: number }[];
  /** The stored texts of the versions used (one never stored is missing here). */
  versions: readonly ConsentVersionRecord[];
  /** The classes of the package's responses, in label order, with their own value. */
  classes: readonly { label: string; parentalConsentCollected: boolean | null }[];
}

/** What respondents gave, in each identity mode, to see their results again. */
const IDENTITY: Record<RespondentIdentity, Translated> = {
  anonymous: {
    en: 'nothing (anonymous: no e-mail address asked)',
    vi: 'không gì cả (ẩn danh: không hỏi địa chỉ email)',
  },
  email: {
    en: 'an e-mail address, kept only as a keyed hash',
    vi: 'một địa chỉ email, chỉ lưu dưới dạng mã băm có khoá',
  },
  signIn: { en: 'signing in with an account', vi: 'đăng nhập bằng một tài khoản' },
};

const inEffectText = (collected: boolean | null) =>
  collected === null
    ? 'not recorded / chưa ghi nhận'
    : collected
      ? 'collected by the school / nhà trường đã thu thập'
      : 'not collected / không thu thập';

const ownText = (own: boolean | null) =>
  own === null
    ? 'as the study says / theo cài đặt của nghiên cứu'
    : own
      ? 'yes / có'
      : 'no / không';

function versionBlocks(
  version: number,
  stored: ConsentVersionRecord | undefined,
  timeZone: string,
): Block[] {
  const title = subheading(`Version ${version} / Phiên bản ${version}`);
  if (!stored) {
    return [
      title,
      paragraph(
        `The text of this version is not stored in the database. / Văn bản của phiên bản này không được lưu trong cơ sở dữ liệu.`,
      ),
    ];
  }
  const from = zonedIsoWriter(timeZone)(stored.createdAt).slice(0, 10);
  return [
    title,
    paragraph(
      `In force from ${from}; to see their results again, respondents gave ${IDENTITY[stored.respondentIdentity].en}. / Áp dụng từ ${from}; để xem lại kết quả, người trả lời cung cấp ${IDENTITY[stored.respondentIdentity].vi}.`,
    ),
    paragraph('Tiếng Việt:'),
    { kind: 'quote', text: stored.text.vi, lang: 'vi' },
    paragraph('English:'),
    { kind: 'quote', text: stored.text.en, lang: 'en' },
  ];
}

/** The assent section: what consent_version means, the counts, and each version's text. */
export function assentBlocks(records: ConsentRecords, timeZone: string): Block[] {
  const used = records.responsesByVersion.filter((entry) => entry.version !== null);
  const none = records.responsesByVersion.find((entry) => entry.version === null)?.responses ?? 0;
  const counts = [
    ...used.map(
      (entry) => `version ${entry.version} / phiên bản ${entry.version}: ${entry.responses}`,
    ),
    `no assent recorded / không ghi nhận sự đồng ý tham gia: ${none}`,
  ];
  return [
    heading('Information sheet and assent / Bản thông tin và sự đồng ý tham gia'),
    paragraph(
      'Before any question, each respondent read the information sheet and chose "I agree to take part". consent_version is the version of the sheet they agreed to, consent_at when (UTC). A new version is made on every saved change of the text and of the identity mode (what respondents give, if anything, to see their results again). In a text, {{retentionDays}} stands for the days a guest\'s results were kept, a setting filled in when the sheet was shown. A student who chose "I do not want to take part" left no response, so nobody who declined is in these files. / Trước mọi câu hỏi, người trả lời đọc bản thông tin và chọn "Tôi đồng ý tham gia". consent_version là phiên bản của bản thông tin họ đã đồng ý, consent_at là thời điểm đồng ý (UTC). Mỗi lần văn bản được lưu thay đổi, hoặc chế độ nhận diện thay đổi (điều người trả lời cung cấp, nếu có, để xem lại kết quả), một phiên bản mới được tạo. Trong văn bản, {{retentionDays}} là số ngày kết quả của khách được giữ, một cài đặt được điền vào khi bản thông tin hiển thị. Học sinh chọn "Tôi không muốn tham gia" không để lại bài trả lời nào, nên không ai từ chối có mặt trong các tệp này.',
    ),
    paragraph(`Responses / Bài trả lời: ${counts.join('; ')}.`),
    paragraph(`${NO_ASSENT_RECORDED.en} / ${NO_ASSENT_RECORDED.vi}`),
    ...used.flatMap((entry) =>
      versionBlocks(
        entry.version!,
        records.versions.find((stored) => stored.version === entry.version),
        timeZone,
      ),
    ),
  ];
}

/** Whether the school collected parents' consent: the study's setting and each class's. */
export function parentalConsentBlocks(records: ConsentRecords): Block[] {
  const study = records.studyParentalConsent;
  return [
    heading("Parents' consent / Sự đồng ý của cha mẹ"),
    paragraph(
      "Whether the school collected the consent of the students' parents (or guardians) is recorded by the research team, for the whole study and for a class; a class without its own value follows the study, and so does a response without a class. The product itself does not collect it. / Việc nhà trường có thu thập sự đồng ý của cha mẹ (hoặc người giám hộ) của học sinh hay không do nhóm nghiên cứu ghi lại, cho cả nghiên cứu và cho từng lớp; lớp không có giá trị riêng thì theo nghiên cứu, bài trả lời không có lớp cũng vậy. Bản thân ứng dụng không thu thập sự đồng ý này.",
    ),
    paragraph(`Whole study / Cả nghiên cứu: ${inEffectText(study)}.`),
    records.classes.length === 0
      ? paragraph(
          'No response in these files names a class. / Không bài trả lời nào trong các tệp này có lớp.',
        )
      : {
          kind: 'table',
          header: [
            'Class / Lớp',
            "Class's own value / Giá trị riêng của lớp",
            'In effect / Áp dụng',
          ],
          rows: records.classes.map((entry) => [
            entry.label,
            ownText(entry.parentalConsentCollected),
            inEffectText(parentalConsentInEffect(entry.parentalConsentCollected, study).collected),
          ]),
        },
  ];
}
