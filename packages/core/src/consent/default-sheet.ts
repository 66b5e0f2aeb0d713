import type { Translated } from '../messages/locales';
import type { RespondentIdentity } from './identity';

/*
 * The default information sheet (issue 27), one per identity mode, because what is stored and
 * how long a student can withdraw depend on the mode: changing the mode changes the sheet, and
 * makes a new consent version. A superadmin may replace the text (settings); these are what a
 * new installation shows. Format: sheet-format.ts.
 */

const PURPOSE = {
  vi: `# Khảo sát này nhằm mục đích gì?

Nhóm nghiên cứu muốn hiểu học sinh THPT cảm thấy thế nào khi giao tiếp: khi thảo luận nhóm, họp lớp, trò chuyện với một người khác và nói trước đám đông. Kết quả giúp nhà trường và thầy cô hỗ trợ học sinh tốt hơn.

# Bạn sẽ được hỏi những gì?

Một vài thông tin chung (khối lớp, giới tính, mức độ phát biểu trong lớp), những điều bạn biết về lo sợ giao tiếp và nguyên nhân của nó, rồi 24 câu về cảm nhận của bạn khi giao tiếp. Bạn cần khoảng 10–15 phút. Cuối cùng, bạn nhận được điểm của mình và lời khuyên. Đây không phải bài kiểm tra: không có câu trả lời đúng hay sai.

# Tham gia là tự nguyện

Bạn có thể không tham gia, hoặc dừng lại bất cứ lúc nào mà không cần giải thích. Quyết định của bạn không ảnh hưởng đến điểm số hay việc học của bạn.`,
  en: `# What is this survey for?

The research team wants to understand how upper-secondary students feel when they communicate: in group discussions, in class meetings, talking with one other person and speaking in public. The results help the school and its teachers support students better.

# What will you be asked?

A few general facts (your grade, your gender, how often you speak up in class), what you know about communication apprehension and its causes, then 24 statements about how you feel when you communicate. It takes about 10–15 minutes. At the end you get your score and advice. This is not a test: there are no right or wrong answers.

# Taking part is voluntary

You can choose not to take part, or stop at any time, without giving a reason. Your choice does not affect your marks or your schooling.`,
} as const;

const WHO_SEES = {
  vi: `Nhóm nghiên cứu xem câu trả lời của bạn cùng với lớp, khối lớp và giới tính bạn chọn, nhưng không bao giờ thấy tên bạn. Thầy cô và tư vấn viên của trường chỉ thấy số liệu chung của cả lớp; nhóm quá ít học sinh được ẩn đi.`,
  en: `The research team sees your answers with your class, grade and gender, but never your name. Teachers and school counsellors see only figures for the whole class; groups with too few students are hidden.`,
} as const;

const KEPT = {
  vi: `Bài trả lời được giữ cho nghiên cứu đến khi nghiên cứu kết thúc, và không có thông tin nào trong đó cho biết bạn là ai.`,
  en: `Responses are kept for the research until it ends, and nothing in them says who you are.`,
} as const;

const HELP = {
  vi: `# Nếu bạn cần giúp đỡ

Nếu các câu hỏi làm bạn thấy buồn hay lo lắng, hãy nói chuyện với giáo viên chủ nhiệm hoặc cán bộ tư vấn tâm lí của trường. Bạn cũng có thể gọi Tổng đài điện thoại quốc gia bảo vệ trẻ em 111 (miễn phí, suốt ngày đêm).

# Liên hệ

Nếu có câu hỏi về khảo sát, hãy hỏi thầy cô phụ trách hoặc liên hệ nhóm nghiên cứu theo thông tin ở cuối trang.`,
  en: `# If you need help

If the questions make you feel sad or worried, talk to your form teacher or the school counsellor. You can also call the national child helpline 111 (free, day and night).

# Contact

If you have questions about the survey, ask the teacher in charge or contact the research team using the details at the bottom of the page.`,
} as const;

function sheet(stored: Translated, withdrawal: Translated): Translated {
  return {
    vi: `# Phiếu thông tin

${PURPOSE.vi}

# Những gì được lưu và ai được xem

${stored.vi}

${WHO_SEES.vi} ${KEPT.vi}

# Rút lại bài trả lời

${withdrawal.vi}

${HELP.vi}`,
    en: `# Information sheet

${PURPOSE.en}

# What is stored and who sees it

${stored.en}

${WHO_SEES.en} ${KEPT.en}

# Withdrawing your response

${withdrawal.en}

${HELP.en}`,
  };
}

const SHARED_COMPUTER = {
  vi: `Trên máy tính dùng chung của trường, bạn chỉ rút lại được trước khi rời màn hình kết quả.`,
  en: `On a shared school computer, you can withdraw only until you leave the results screen.`,
} as const;

export const DEFAULT_CONSENT_SHEETS: Readonly<Record<RespondentIdentity, Translated>> = {
  anonymous: sheet(
    {
      vi: `Khảo sát không hỏi tên hay email của bạn. Kết quả của bạn chỉ nằm trên thiết bị bạn đang dùng.`,
      en: `The survey does not ask for your name or e-mail address. Your results stay only on the device you are using.`,
    },
    {
      vi: `Trên màn hình kết quả, bạn có thể chọn "Rút lại bài trả lời của tôi": bài trả lời bị xoá khỏi các số liệu nghiên cứu ngay lập tức, và khỏi báo cáo của lớp ở lần cập nhật kế tiếp. Sau khi bạn rời màn hình kết quả, không còn gì nối bài trả lời với bạn, nên không thể rút lại nữa.`,
      en: `On the results screen you can choose "Withdraw my response": it is removed from the research figures at once, and from your class's report at its next update. Once you leave the results screen nothing links the response to you, so it can no longer be withdrawn.`,
    },
  ),
  email: sheet(
    {
      vi: `Bạn nhập một địa chỉ email để xem lại kết quả của mình trong {{retentionDays}} ngày. Máy chủ không lưu địa chỉ này: nó chỉ giữ một mã được tạo từ địa chỉ (không thể đọc ngược thành email), và sau {{retentionDays}} ngày mã đó cũng bị xoá. Không nghiên cứu viên, thầy cô hay tư vấn viên nào thấy email của bạn.`,
      en: `You give an e-mail address so that you can see your results again for {{retentionDays}} days. The server does not keep the address: it keeps only a code made from it (which cannot be turned back into the address), and after {{retentionDays}} days that code is deleted too. No researcher, teacher or counsellor ever sees your e-mail address.`,
    },
    {
      vi: `Trong {{retentionDays}} ngày đó, trên chính thiết bị này, bạn có thể chọn "Rút lại bài trả lời của tôi" ở màn hình kết quả: bài trả lời bị xoá khỏi các số liệu nghiên cứu ngay lập tức, và khỏi báo cáo của lớp ở lần cập nhật kế tiếp. ${SHARED_COMPUTER.vi} Sau đó không còn gì nối bài trả lời với bạn, nên không thể rút lại nữa.`,
      en: `During those {{retentionDays}} days, on this same device, you can choose "Withdraw my response" on the results screen: it is removed from the research figures at once, and from your class's report at its next update. ${SHARED_COMPUTER.en} After that nothing links the response to you, so it can no longer be withdrawn.`,
    },
  ),
  signIn: sheet(
    {
      vi: `Bạn đăng nhập bằng một tài khoản (ví dụ tài khoản Google) để giữ kết quả và lịch sử làm bài. Máy chủ giữ tên và ảnh đại diện của tài khoản, không giữ địa chỉ email. Không nghiên cứu viên, thầy cô hay tư vấn viên nào thấy tên hay email của bạn.`,
      en: `You sign in with an account (a Google account, for example) to keep your results and history. The server keeps the account's name and picture, not its e-mail address. No researcher, teacher or counsellor ever sees your name or e-mail address.`,
    },
    {
      vi: `Khi đã đăng nhập, bạn có thể chọn "Rút lại bài trả lời của tôi" ở màn hình kết quả: bài trả lời bị xoá khỏi các số liệu nghiên cứu ngay lập tức, và khỏi báo cáo của lớp ở lần cập nhật kế tiếp. ${SHARED_COMPUTER.vi}`,
      en: `While signed in, you can choose "Withdraw my response" on the results screen: it is removed from the research figures at once, and from your class's report at its next update. ${SHARED_COMPUTER.en}`,
    },
  ),
};
