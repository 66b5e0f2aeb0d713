import type { Translated } from '../messages/locales';
import type {
  AwarenessLevel,
  Cause,
  Gender,
  Grade,
  ImpactLevel,
  ParticipationLevel,
} from '../schemas/demographics';

/*
 * The choices of parts A and B as the questionnaire words them, for files that leave the app
 * (the analysis package's codebook, SPSS and R labels). The web app shows the same words from
 * its locale files (survey.json "options"); a web test holds the two equal.
 */

export const GRADE_LABELS: Record<Grade, Translated> = {
  grade10: { en: 'Grade 10', vi: 'Lớp 10' },
  grade11: { en: 'Grade 11', vi: 'Lớp 11' },
  grade12: { en: 'Grade 12', vi: 'Lớp 12' },
};

export const GENDER_LABELS: Record<Gender, Translated> = {
  male: { en: 'Male', vi: 'Nam' },
  female: { en: 'Female', vi: 'Nữ' },
  other: { en: 'Other / prefer not to say', vi: 'Khác / không muốn trả lời' },
};

export const PARTICIPATION_LABELS: Record<ParticipationLevel, Translated> = {
  frequently: { en: 'Frequently', vi: 'Thường xuyên' },
  sometimes: { en: 'Sometimes', vi: 'Thỉnh thoảng' },
  rarely: { en: 'Rarely', vi: 'Hiếm khi' },
  never: { en: 'Never', vi: 'Chưa bao giờ' },
};

export const AWARENESS_LABELS: Record<AwarenessLevel, Translated> = {
  familiar: { en: 'Yes, and I understand what it means', vi: 'Rồi, tôi hiểu rõ khái niệm này' },
  unfamiliar: { en: 'No, I have never heard of it', vi: 'Chưa, tôi chưa từng nghe' },
  heard_but_unsure: {
    en: 'Yes, but I am not sure what it means',
    vi: 'Rồi, nhưng tôi chưa hiểu rõ',
  },
};

export const CAUSE_LABELS: Record<Cause, Translated> = {
  conversation_skills: { en: 'Lack of conversation skills', vi: 'Thiếu kĩ năng giao tiếp' },
  self_consciousness: { en: 'Being self-conscious or shy', vi: 'Ngại ngùng, tự ti' },
  no_need: { en: 'Not feeling the need to speak up', vi: 'Không thấy cần phải lên tiếng' },
  family_communication: {
    en: 'Little communication in the family',
    vi: 'Gia đình ít trò chuyện, chia sẻ',
  },
  past_negative_experience: {
    en: 'A bad experience in the past',
    vi: 'Từng có trải nghiệm không vui',
  },
  fear_of_judgment: {
    en: 'Fear of being judged or laughed at',
    vi: 'Sợ bị đánh giá hoặc chê cười',
  },
  not_listened: { en: 'Feeling that nobody listens', vi: 'Cảm thấy không ai lắng nghe mình' },
  social_media_influence: {
    en: 'Spending more time on social media than talking face to face',
    vi: 'Dành nhiều thời gian cho mạng xã hội hơn là nói chuyện trực tiếp',
  },
  academic_pressure: { en: 'Pressure from studies and exams', vi: 'Áp lực học tập và thi cử' },
  other: { en: 'Other', vi: 'Khác' },
};

export const IMPACT_LABELS: Record<ImpactLevel, Translated> = {
  no_impact: { en: 'Not at all', vi: 'Không ảnh hưởng' },
  mild_impact: { en: 'A little', vi: 'Ảnh hưởng một chút' },
  moderate_impact: { en: 'Moderately', vi: 'Ảnh hưởng vừa' },
  significant_impact: { en: 'A lot', vi: 'Ảnh hưởng nhiều' },
  severe_impact: { en: 'Very much', vi: 'Ảnh hưởng rất nhiều' },
};
