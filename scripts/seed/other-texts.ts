import type { Random } from './random';

/**
 * Free texts for the "other" cause, as students write them: mostly Vietnamese with full
 * diacritics, some typed without accents (a phone keyboard without Telex), some English.
 * Templates with slots give thousands of distinct texts that still share the themes and
 * phrases the other-causes analysis looks for.
 */
type Slots = Record<string, readonly string[]>;

const VIETNAMESE_SLOTS: Slots = {
  audience: ['cả lớp', 'đám đông', 'thầy cô', 'người lạ', 'các bạn trong lớp', 'toàn trường'],
  task: [
    'thuyết trình',
    'phát biểu',
    'trả lời câu hỏi của thầy cô',
    'làm nhóm trưởng',
    'giới thiệu bản thân',
    'lên bảng',
  ],
  symptom: ['run tay', 'đỏ mặt', 'quên hết bài', 'nói lắp', 'tim đập nhanh', 'đầu óc trống rỗng'],
  trait: ['nhút nhát', 'hướng nội', 'ít nói', 'sống khép kín', 'hay lo lắng'],
  accent: ['nói giọng địa phương', 'phát âm chưa chuẩn', 'nói nhỏ', 'nói nhanh quá'],
  exam: ['tốt nghiệp', 'đại học', 'học sinh giỏi', 'cuối kỳ', 'vào lớp chuyên'],
  appearance: ['ngoại hình', 'giọng nói', 'chiều cao', 'cân nặng', 'làn da'],
  place: ['ở nhà', 'ở trường', 'trên lớp', 'ở lớp học thêm', 'trong câu lạc bộ'],
};

const VIETNAMESE_TEMPLATES = [
  'Em sợ nói sai rồi bị các bạn cười.',
  'Em sợ nói sai khi {task} trước {audience}.',
  'Do em {trait} từ nhỏ nên ngại nói trước {audience}.',
  'Em hay bị {symptom} khi phải {task}.',
  'Mỗi lần {task} là em {symptom}.',
  'Ở nhà bố mẹ ít khi hỏi ý kiến nên em không quen chia sẻ.',
  'Em mới chuyển trường nên chưa quen các bạn mới.',
  'Em {accent} nên ngại phát biểu.',
  'Em sợ thầy cô phê bình trước {audience}.',
  'Em từng bị bạn bè trêu chọc nên giờ rất ngại giao tiếp.',
  'Em từng bị bắt nạt hồi cấp hai.',
  'Em dành nhiều thời gian chơi game và lướt mạng nên ít nói chuyện trực tiếp.',
  'Em quen nhắn tin hơn là nói chuyện trực tiếp.',
  'Áp lực thi {exam} làm em không còn tâm trí để giao tiếp.',
  'Em không tự tin về {appearance} của mình.',
  'Em không biết bắt đầu câu chuyện như thế nào.',
  'Vốn từ của em còn ít, em sợ diễn đạt không rõ ý.',
  'Em thích ở một mình hơn là nói chuyện với nhiều người.',
  'Em sợ mọi người đánh giá mình {place}.',
  'Không có ai lắng nghe em {place}.',
  'Em thiếu kinh nghiệm {task}.',
  'Em lo lắng vì chưa chuẩn bị kỹ mỗi khi phải {task}.',
  'Em bị áp lực vì bố mẹ so sánh em với con nhà người ta.',
  'Em sợ làm phiền người khác.',
  'Tính em {trait}, lại {accent}.',
  'Em không giỏi tiếng Anh nên sợ nói trong giờ tiếng Anh.',
  'Lớp em ai cũng giỏi, em sợ mình nói không hay bằng.',
  'Em bị mất ngủ và mệt mỏi nên không muốn nói chuyện.',
];

const ENGLISH_SLOTS: Slots = {
  audience: ['the class', 'strangers', 'my teachers', 'a big group', 'the whole school'],
  task: ['present', 'speak in class', 'answer questions', 'lead a group', 'introduce myself'],
  symptom: ['shaky', 'red in the face', 'blank', 'out of breath', 'really nervous'],
  trait: ['shy', 'introverted', 'quiet', 'an anxious person'],
  exam: [
    'the graduation exam',
    'university entrance',
    'end-of-term tests',
    'the gifted-student exam',
  ],
  appearance: ['my appearance', 'my voice', 'my accent', 'my weight'],
};

const ENGLISH_TEMPLATES = [
  "I'm afraid of saying something wrong and being laughed at.",
  'I get {symptom} when I have to {task}.',
  "I've always been {trait}, so talking to {audience} is hard.",
  'My parents rarely ask for my opinion at home.',
  "I moved to a new school this year and don't know anyone.",
  'I stutter when I am nervous.',
  'Too much pressure from {exam}.',
  "I don't know how to start a conversation.",
  'I was bullied in middle school.',
  'I prefer texting to talking face to face.',
  "I'm not confident about {appearance}.",
  "Nobody listens when I talk, so I've stopped trying.",
  "My English isn't good enough, and people judge me for it.",
  'I worry that {audience} will judge me.',
  'I never get a chance to practise speaking.',
];

function fill(template: string, slots: Slots, random: Random): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => random.pick(slots[name] ?? [name]));
}

/** Usually one sentence; sometimes a second, so lengths vary as real answers do. */
function sentences(templates: readonly string[], slots: Slots, random: Random): string {
  const first = fill(random.pick(templates), slots, random);
  return random.chance(0.15) ? `${first} ${fill(random.pick(templates), slots, random)}` : first;
}

/** What a Vietnamese text becomes when typed without diacritics (đ becomes d as well). */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** A free text for a respondent answering in `locale`. */
export function otherCauseText(random: Random, locale: 'vi' | 'en'): string {
  const language = random.weighted<'vi' | 'plain' | 'en'>(
    locale === 'vi'
      ? [
          ['vi', 0.72],
          ['plain', 0.22],
          ['en', 0.06],
        ]
      : [
          ['en', 0.7],
          ['vi', 0.25],
          ['plain', 0.05],
        ],
  );
  if (language === 'en') return sentences(ENGLISH_TEMPLATES, ENGLISH_SLOTS, random);
  const text = sentences(VIETNAMESE_TEMPLATES, VIETNAMESE_SLOTS, random);
  if (language === 'vi') return text;
  // Typed quickly on a phone: no accents, often no capital and no full stop.
  const plain = withoutDiacritics(text);
  return random.chance(0.5) ? plain.toLowerCase().replace(/\.$/, '') : plain;
}
