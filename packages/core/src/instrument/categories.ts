import type { Translated } from '../messages/locales';

/** The four communication contexts of the PRCA-24, in questionnaire order (six items each). */
export const CATEGORIES = [
  'groupDiscussion',
  'meetings',
  'interpersonal',
  'publicSpeaking',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, Translated> = {
  groupDiscussion: { en: 'Group discussion', vi: 'Thảo luận nhóm' },
  meetings: { en: 'Meetings', vi: 'Họp và sinh hoạt tập thể' },
  interpersonal: { en: 'Interpersonal conversation', vi: 'Trò chuyện giữa hai người' },
  publicSpeaking: { en: 'Public speaking', vi: 'Nói trước đám đông' },
};

/**
 * What each context means for an upper-secondary student. The questions are shown one at a
 * time, so every item carries its context: "a meeting" is not obvious to a 15-year-old.
 */
export const CATEGORY_CONTEXTS: Record<Category, Translated> = {
  groupDiscussion: {
    en: 'Discussing in a small group, for example group work in class.',
    vi: 'Trao đổi trong một nhóm nhỏ, ví dụ khi làm việc nhóm trên lớp.',
  },
  meetings: {
    en: 'A meeting such as a class meeting, a club meeting or a Youth Union meeting.',
    vi: 'Một buổi họp như sinh hoạt lớp, họp câu lạc bộ hoặc sinh hoạt Đoàn.',
  },
  interpersonal: {
    en: 'Talking one-to-one with someone, for example a classmate or a person you have just met.',
    vi: 'Nói chuyện trực tiếp với một người, ví dụ một bạn cùng lớp hoặc một người mới quen.',
  },
  publicSpeaking: {
    en: 'Speaking in front of an audience, for example presenting in class or at a school assembly.',
    vi: 'Nói trước nhiều người, ví dụ thuyết trình trên lớp hoặc phát biểu trong buổi chào cờ.',
  },
};
