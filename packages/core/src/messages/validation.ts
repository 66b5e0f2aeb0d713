import type { Locale, Translated } from './locales';

/**
 * The validation messages of SPEC.md section 5. The Vietnamese texts are the specification's,
 * word for word; zod schemas carry the key and each side translates it for its reader.
 */
export const VALIDATION_MESSAGES = {
  'email.required': {
    vi: 'Vui lòng nhập địa chỉ email.',
    en: 'Please enter your e-mail address.',
  },
  'email.invalid': {
    vi: 'Vui lòng nhập địa chỉ email hợp lệ.',
    en: 'Please enter a valid e-mail address.',
  },
  'partA.incomplete': {
    vi: 'Vui lòng trả lời tất cả các câu hỏi trong phần A trước khi tiếp tục.',
    en: 'Please answer all the questions in part A before continuing.',
  },
  'partB.awarenessRequired': {
    vi: 'Vui lòng cho biết bạn đã từng nghe về lo sợ giao tiếp chưa.',
    en: 'Please answer the question about your awareness of communication apprehension.',
  },
  'partB.causesRequired': {
    vi: 'Vui lòng chọn ít nhất một nguyên nhân gây lo sợ giao tiếp.',
    en: 'Please choose at least one cause of communication apprehension.',
  },
  'partB.impactRequired': {
    vi: 'Vui lòng đánh giá mức độ ảnh hưởng của lo sợ giao tiếp.',
    en: 'Please rate how much communication apprehension affects you.',
  },
  'partB.otherTextRequired': {
    vi: 'Bạn đã chọn “Khác”, vui lòng nhập nội dung cụ thể.',
    en: 'You chose "Other": please describe it in your own words.',
  },
  'partB.otherTextTooLong': {
    vi: 'Nội dung “Khác” quá dài. Vui lòng viết ngắn gọn hơn (tối đa 1.000 kí tự).',
    en: 'Your "Other" answer is too long. Please shorten it (1,000 characters at most).',
  },
  'partB.incomplete': {
    vi: 'Vui lòng trả lời tất cả các câu hỏi trong phần B.',
    en: 'Please answer all the questions in part B.',
  },
  'demographics.invalidChoice': {
    vi: 'Một câu trả lời trong phần A (thông tin về bạn) không nằm trong các lựa chọn cho sẵn. Vui lòng chọn lại.',
    en: 'One of your answers about yourself is not one of the choices offered. Please choose again.',
  },
  'question.answerRequired': {
    vi: 'Vui lòng chọn một đáp án trước khi tiếp tục.',
    en: 'Please choose an answer before continuing.',
  },
  'question.answerInvalid': {
    vi: 'Vui lòng chọn một đáp án hợp lệ (1-5).',
    en: 'Please choose a valid answer (1-5).',
  },
  'submit.answersIncomplete': {
    vi: 'Vui lòng trả lời tất cả các câu hỏi trước khi nộp bài.',
    en: 'Please answer all the questions before submitting.',
  },
  'submit.demographicsMissing': {
    vi: 'Bạn chưa trả lời hết phần A (thông tin về bạn). Vui lòng hoàn thành phần này trước khi nộp bài.',
    en: 'You have not answered all of part A (about you). Please complete it before submitting.',
  },
  'submit.invalidId': {
    vi: 'Mã bài trả lời không hợp lệ. Vui lòng tải lại trang và nộp lại.',
    en: 'The response id is not valid. Please reload the page and submit again.',
  },
  'submit.invalidGuestKey': {
    vi: 'Khoá nhận diện trình duyệt không hợp lệ. Vui lòng tải lại trang và nộp lại.',
    en: 'The browser key is not valid. Please reload the page and submit again.',
  },
  'submit.invalidStartTime': {
    vi: 'Thời điểm bắt đầu làm bài không hợp lệ. Vui lòng tải lại trang và nộp lại.',
    en: 'The start time of the survey is not valid. Please reload the page and submit again.',
  },
  'submit.invalidLocale': {
    vi: 'Ngôn ngữ phải là "vi" hoặc "en".',
    en: 'The language must be "vi" or "en".',
  },
  'submit.failed': {
    vi: 'Không thể nộp bài đánh giá. Vui lòng thử lại.',
    en: 'Your assessment could not be submitted. Please try again.',
  },
  'submit.invalidSurveyData': {
    vi: 'Dữ liệu bài khảo sát không hợp lệ.',
    en: 'Invalid survey data',
  },
  'submit.saveFailed': {
    vi: 'Không thể lưu bài trả lời khảo sát.',
    en: 'Failed to save survey response',
  },
  'session.invalidProgress': {
    vi: 'Câu đã làm tới xa nhất phải là số nguyên từ 0 đến 24.',
    en: 'The furthest question reached must be a whole number from 0 to 24.',
  },
  // The linking questions (issue 32): each names what to type, since a student fixes one field.
  'link.motherInitialInvalid': {
    vi: 'Vui lòng nhập một chữ cái: chữ cái đầu trong tên của mẹ bạn (ví dụ L cho Nguyễn Thị Lan).',
    en: "Please type one letter: the first letter of your mother's given name (for example L for Nguyen Thi Lan).",
  },
  'link.ownInitialInvalid': {
    vi: 'Vui lòng nhập một chữ cái: chữ cái đầu trong tên của bạn (ví dụ A cho Trần Văn An).',
    en: 'Please type one letter: the first letter of your own given name (for example A for Tran Van An).',
  },
  'link.birthDayInvalid': {
    vi: 'Vui lòng nhập ngày sinh của bạn: một số từ 1 đến 31.',
    en: 'Please type the day of the month you were born: a number from 1 to 31.',
  },
  'link.olderSiblingsInvalid': {
    vi: 'Vui lòng nhập số anh chị của bạn: một số từ 0 đến 9 (9 nếu từ chín người trở lên).',
    en: 'Please type how many older brothers and sisters you have: a number from 0 to 9 (9 for nine or more).',
  },
  'admin.credentialsRequired': {
    vi: 'Vui lòng nhập cả tên đăng nhập và mật khẩu.',
    en: 'Please enter both username and password',
  },
} as const satisfies Record<string, Translated>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, key);
}

/** The text of a validation message in the reader's language; unknown keys come back as given. */
export function validationMessage(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][locale] : key;
}
