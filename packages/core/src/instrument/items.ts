import type { Translated } from '../messages/locales';
import { CATEGORY_CONTEXTS } from './categories';
import type { Category } from './categories';

export const QUESTION_COUNT = 24;

/**
 * How an item enters its subscore (SPEC.md section 9): 18 + sum(plus) − sum(minus). Answers run
 * from 1 "strongly agree" to 5 "strongly disagree", so a plus item ("I am comfortable…") scores
 * higher as the student disagrees, and a minus item ("I am nervous…") as the student agrees.
 */
export type ItemKey = 'plus' | 'minus';

export interface Item {
  id: number;
  category: Category;
  key: ItemKey;
  text: Translated;
  context?: Translated;
}

function item(id: number, category: Category, key: ItemKey, en: string, vi: string): Item {
  return { id, category, key, text: { en, vi }, context: CATEGORY_CONTEXTS[category] };
}

/** English: the published PRCA-24 wording (McCroskey, 1982). */
export const ITEMS: readonly Item[] = [
  item(
    1,
    'groupDiscussion',
    'minus',
    'I dislike participating in group discussions.',
    'Tôi không thích tham gia thảo luận nhóm.',
  ),
  item(
    2,
    'groupDiscussion',
    'plus',
    'Generally, I am comfortable while participating in group discussions.',
    'Nhìn chung, tôi cảm thấy thoải mái khi tham gia thảo luận nhóm.',
  ),
  item(
    3,
    'groupDiscussion',
    'minus',
    'I am tense and nervous while participating in group discussions.',
    'Tôi thấy căng thẳng và hồi hộp khi tham gia thảo luận nhóm.',
  ),
  item(
    4,
    'groupDiscussion',
    'plus',
    'I like to get involved in group discussions.',
    'Tôi thích được tham gia vào các cuộc thảo luận nhóm.',
  ),
  item(
    5,
    'groupDiscussion',
    'minus',
    'Engaging in a group discussion with new people makes me tense and nervous.',
    'Thảo luận nhóm với những người mới quen khiến tôi căng thẳng và hồi hộp.',
  ),
  item(
    6,
    'groupDiscussion',
    'plus',
    'I am calm and relaxed while participating in group discussions.',
    'Tôi bình tĩnh và thoải mái khi tham gia thảo luận nhóm.',
  ),
  item(
    7,
    'meetings',
    'minus',
    'Generally, I am nervous when I have to participate in a meeting.',
    'Nhìn chung, tôi thấy hồi hộp khi phải tham gia một buổi họp.',
  ),
  item(
    8,
    'meetings',
    'plus',
    'Usually, I am comfortable when I have to participate in a meeting.',
    'Thường thì tôi cảm thấy thoải mái khi phải tham gia một buổi họp.',
  ),
  item(
    9,
    'meetings',
    'plus',
    'I am very calm and relaxed when I am called upon to express an opinion at a meeting.',
    'Tôi rất bình tĩnh và thoải mái khi được mời phát biểu ý kiến trong buổi họp.',
  ),
  item(
    10,
    'meetings',
    'minus',
    'I am afraid to express myself at meetings.',
    'Tôi sợ nói lên suy nghĩ của mình trong các buổi họp.',
  ),
  item(
    11,
    'meetings',
    'minus',
    'Communicating at meetings usually makes me uncomfortable.',
    'Việc phát biểu, trao đổi trong các buổi họp thường khiến tôi không thoải mái.',
  ),
  item(
    12,
    'meetings',
    'plus',
    'I am very relaxed when answering questions at a meeting.',
    'Tôi rất thoải mái khi trả lời câu hỏi trong buổi họp.',
  ),
  item(
    13,
    'interpersonal',
    'minus',
    'While participating in a conversation with a new acquaintance, I feel very nervous.',
    'Khi trò chuyện với một người mới quen, tôi cảm thấy rất hồi hộp.',
  ),
  item(
    14,
    'interpersonal',
    'plus',
    'I have no fear of speaking up in conversations.',
    'Tôi không sợ nói lên ý kiến của mình khi trò chuyện.',
  ),
  item(
    15,
    'interpersonal',
    'minus',
    'Ordinarily I am very tense and nervous in conversations.',
    'Thông thường, tôi rất căng thẳng và hồi hộp khi trò chuyện.',
  ),
  item(
    16,
    'interpersonal',
    'plus',
    'Ordinarily I am very calm and relaxed in conversations.',
    'Thông thường, tôi rất bình tĩnh và thoải mái khi trò chuyện.',
  ),
  item(
    17,
    'interpersonal',
    'plus',
    'While conversing with a new acquaintance, I feel very relaxed.',
    'Khi nói chuyện với một người mới quen, tôi cảm thấy rất thoải mái.',
  ),
  item(
    18,
    'interpersonal',
    'minus',
    "I'm afraid to speak up in conversations.",
    'Tôi sợ nói lên ý kiến của mình khi trò chuyện.',
  ),
  item(
    19,
    'publicSpeaking',
    'plus',
    'I have no fear of giving a speech.',
    'Tôi không sợ thuyết trình.',
  ),
  item(
    20,
    'publicSpeaking',
    'minus',
    'Certain parts of my body feel very tense and rigid while giving a speech.',
    'Khi thuyết trình, một vài chỗ trên người tôi trở nên rất căng cứng.',
  ),
  item(
    21,
    'publicSpeaking',
    'plus',
    'I feel relaxed while giving a speech.',
    'Tôi cảm thấy thoải mái khi thuyết trình.',
  ),
  item(
    22,
    'publicSpeaking',
    'minus',
    'My thoughts become confused and jumbled when I am giving a speech.',
    'Khi thuyết trình, đầu óc tôi rối tung, lộn xộn.',
  ),
  item(
    23,
    'publicSpeaking',
    'plus',
    'I face the prospect of giving a speech with confidence.',
    'Tôi tự tin khi biết mình sắp phải thuyết trình.',
  ),
  item(
    24,
    'publicSpeaking',
    'minus',
    'While giving a speech, I get so nervous I forget facts I really know.',
    'Khi thuyết trình, tôi hồi hộp đến mức quên cả những điều mình thực sự biết.',
  ),
];
