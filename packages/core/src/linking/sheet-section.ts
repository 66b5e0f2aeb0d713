import type { Translated } from '../messages/locales';

/**
 * What the information sheet says of the linking questions (issue 32), in words a student of
 * 15–18 follows: why they are asked, what is kept (a code per answer, never the answer), who
 * holds the key. While a study links its waves this section ends the sheet in force, the
 * default sheet and a superadmin's own text alike, so that no student answers them untold;
 * turning linking on or off therefore changes the sheet and makes a new consent version.
 */
export const LINKING_SHEET_SECTION: Translated = {
  vi: `# Ghép bài trả lời qua các đợt khảo sát

Nghiên cứu này mời bạn làm khảo sát nhiều lần (mỗi lần là một đợt khảo sát) để xem cảm nhận của học sinh thay đổi thế nào. Để ghép các bài trả lời của cùng một bạn mà không cần biết tên, khảo sát hỏi thêm bốn câu ngắn mà lần nào bạn cũng trả lời giống nhau: chữ cái đầu trong tên của mẹ bạn, chữ cái đầu trong tên của bạn, ngày sinh của bạn (chỉ ngày, không hỏi tháng và năm) và số anh chị của bạn.

Máy chủ không lưu các câu trả lời này. Với mỗi câu, nó chỉ giữ một mã được tạo bằng một khoá bí mật; không có khoá thì không thể đọc ngược mã thành câu trả lời. Khoá được cất riêng, không nằm cùng dữ liệu hay bản sao lưu. Mã chỉ dùng để ghép bài trả lời của cùng một học sinh giữa các đợt; không nghiên cứu viên, thầy cô hay tư vấn viên nào thấy câu trả lời của bạn. Nếu bạn đăng nhập bằng tài khoản, tài khoản cũng được dùng để ghép bài trả lời của bạn.`,
  en: `# Linking your answers across survey waves

This study asks you to take the survey more than once (each time is a survey wave) to see how students' feelings change. To put together the answers of the same student without knowing their name, the survey asks four short questions that you answer the same way every time: the first letter of your mother's given name, the first letter of your own given name, the day of the month you were born (only the day, not the month or year) and how many older brothers and sisters you have.

The server does not keep these answers. For each one it keeps only a code made with a secret key; without the key the code cannot be turned back into your answer. The key is kept apart from the data and its backups. The codes are used only to put together the same student's answers from different waves; no researcher, teacher or counsellor sees your answers. If you sign in with an account, your account is used to link your answers as well.`,
};

/** The sheet in force: the text, and the linking section while the study links its waves. */
export function withLinkingSection(text: Translated, linkWaves: boolean): Translated {
  if (!linkWaves) return text;
  return {
    vi: `${text.vi}\n\n${LINKING_SHEET_SECTION.vi}`,
    en: `${text.en}\n\n${LINKING_SHEET_SECTION.en}`,
  };
}
