import { stripDiacritics } from './text';

/*
 * Words too common to say anything about a cause. Vietnamese is written in syllables separated
 * by spaces, so the Vietnamese list holds syllables: pronouns, particles, conjunctions,
 * prepositions, auxiliaries, quantifiers and the most generic verbs.
 */

const ENGLISH = `
a about above after again against all also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does
doesn't doing don't down during each even feel few for from further get gets getting got had
hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's
like lot lots make makes me more most much must mustn't my myself no nor not now of off on once
only or other ought our ours ourselves out over own really same shan't she she'd she'll she's
should shouldn't so some something such than that that's the their theirs them themselves then
there there's these they they'd they'll they're they've thing things this those through to too
under until up us very was wasn't we we'd we'll we're we've were weren't what what's when
when's where where's which while who who's whom why why's will with won't would wouldn't you
you'd you'll you're you've your yours yourself yourselves
`;

/** Written with their diacritics. */
const VIETNAMESE = `
à ạ ai anh ấy bao bằng bên bị bởi các cái cả cần cậu cho chỉ chính chứ chúng chưa có còn cùng
của cũng dạ đã đang đây để đến đi điều do đó đôi đối đều được gì giờ hả hay hết hơn họ hoặc
khá khi không kia là lại làm lắm lên luôn mà mấy mình mỗi một mọi nào này nên nếu nhé nhiều
như nhưng những nó nữa ơi ở phải qua quá ra rằng rất rồi sau sao sẽ sự ta tại tao thật thấy
thế theo thì thôi tới tôi tớ trên trong trước từ vâng vào vậy về vì việc vẫn với vừa xuống
nha nhỉ ừ ờ em
`;

/**
 * Short forms students type on phones (không, được, gì, với, mình, rồi…): noise in a word
 * count whether or not the rest of the text has diacritics.
 */
const TEXTING = 'ko k kh khg kg hok hem dc đc j vs mk mik mn ng r z zậy v cx bt ak ah uh';

const words = (list: string) => list.split(/\s+/).filter(Boolean);

const ALWAYS = new Set([...words(ENGLISH), ...words(VIETNAMESE), ...words(TEXTING)]);

/**
 * In a text typed without diacritics the same stop-words lose them ("thì" becomes "thi").
 * Only there do these forms count as stop-words: with diacritics, "thi" is an exam.
 */
const WITHOUT_DIACRITICS = new Set(words(VIETNAMESE).map(stripDiacritics));

/** Whether a lower-cased NFC word is a stop-word, in a text typed with or without diacritics. */
export function isStopWord(word: string, textHasDiacritics: boolean): boolean {
  return ALWAYS.has(word) || (!textHasDiacritics && WITHOUT_DIACRITICS.has(word));
}
