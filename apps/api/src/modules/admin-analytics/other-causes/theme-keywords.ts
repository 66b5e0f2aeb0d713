import type { OtherCauseTheme } from '@prca/core';

/*
 * The keywords of each theme, in English and Vietnamese. A keyword is one or more words; a
 * final "*" matches any ending ("laugh*": laughed, laughing). Matching is by whole words on
 * lower-cased NFC text.
 *
 * Students often type without diacritics. A keyword of two or more words also matches a text
 * in which any of its words was typed without them ("so bi cuoi", "sợ bi cuoi"); a word typed
 * with the wrong diacritics does not match ("đi thì" is not "đi thi"). A single word matches
 * only as written, because single syllables without diacritics are ambiguous ("so" may be
 * "sợ", "số" or "so"): the unambiguous ones are listed as they are typed ("ngai", "ngong").
 */
export const THEME_KEYWORDS: Record<OtherCauseTheme, string> = {
  fear_of_judgment: `
    mistake*, wrong, laugh*, judg*, mock*, made fun, make fun, making fun, tease*, teasing,
    criticis*, criticiz*, ridicul*, humiliat*, stupid, look dumb,
    sai, sợ sai, nói sai, làm sai, trả lời sai, mắc lỗi, lỗi, cười, bị cười, cười nhạo,
    chê, chê cười, chê bai, bị chê, chế giễu, giễu cợt, trêu, trêu chọc, bị trêu, đánh giá,
    phán xét, soi mói, bàn tán, nói xấu, bẽ mặt, mất mặt, xấu mặt, bị quê, quê độ`,
  shyness: `
    shy*, introvert*, timid*, self conscious, confiden*, insecur*, embarrass*, awkward*,
    self esteem,
    nhút nhát, nhát, ngại, ngại ngùng, e ngại, e dè, e thẹn, rụt rè, tự ti, thiếu tự tin,
    không tự tin, tự tin, hướng nội, xấu hổ, ngượng, ngượng ngùng, mắc cỡ, mắc cở, ít nói,
    khép kín, sống nội tâm, ngai, nguong`,
  lack_of_practice: `
    practi*, experienc*, inexperienc*, opportunit*, chance*, skill*, not used to,
    luyện tập, tập luyện, rèn luyện, thực hành, kinh nghiệm, thiếu kinh nghiệm, cơ hội,
    kỹ năng, kĩ năng, ít giao tiếp, không quen, chưa quen, chưa từng, ít khi, ít tiếp xúc,
    không có dịp, chưa có dịp`,
  school_pressure: `
    teacher*, school*, exam*, test*, homework, academic*, grades, marks, class, classes,
    classroom*, lesson*, study, studies, studying, presentation*,
    thầy, cô giáo, thầy cô, giáo viên, giáo viên chủ nhiệm, trường học, nhà trường, ở trường,
    đến trường, trên trường, lớp, trên lớp, lớp học, việc học, học tập, học hành, học bài,
    đi học, giờ học, tiết học, bài kiểm tra, kiểm tra, kỳ thi, kì thi, thi cử, đi thi,
    điểm số, điểm kém, điểm thấp, bị điểm, chấm điểm, trừ điểm, bài tập, lên bảng,
    gọi lên bảng, trả bài, thuyết trình, phát biểu, áp lực học tập, thành tích, lop`,
  family: `
    famil*, parent*, mom, mum, mother*, dad, father*, sibling*, brother*, sister*,
    grandparent*, at home,
    gia đình, bố, mẹ, ba mẹ, bố mẹ, cha mẹ, cha, phụ huynh, anh chị, anh trai, chị gái,
    em trai, em gái, ông bà, ở nhà, người nhà, nhà mình`,
  peers: `
    friend*, classmate*, peer*, bully*, bullied, bullies, isolat*, exclud*, left out, gossip*,
    other students,
    bạn, bạn bè, bạn cùng lớp, bạn học, bạn thân, nhóm bạn, hội bạn, bắt nạt, cô lập,
    tẩy chay, bạo lực học đường, đồng trang lứa, người xung quanh`,
  language: `
    vocabular*, word, words, english, language*, grammar, pronunciat*, pronounc*, accent*,
    express*, what to say, articulat*,
    từ vựng, vốn từ, tiếng anh, ngoại ngữ, ngôn ngữ, ngữ pháp, phát âm, diễn đạt, diễn tả,
    biểu đạt, cách nói, dùng từ, chọn từ, câu từ, lời lẽ, ăn nói, không biết nói gì,
    không biết nói sao, không biết nói như thế nào, không biết diễn đạt`,
  appearance_voice: `
    appearance, ugly, fat, weight, voice*, stutter*, stammer*, lisp*, acne, how i look,
    my face, my body,
    ngoại hình, vẻ ngoài, xấu xí, béo, mập, gầy, lùn, mụn, khuôn mặt, gương mặt, giọng,
    giọng nói, nói lắp, cà lăm, nói ngọng, ngọng, lắp bắp, nói nhỏ, giọng nhỏ,
    giọng địa phương, tiếng địa phương, ăn mặc, quần áo, cơ thể, beo, ngong, mun`,
  anxiety_symptoms: `
    anxi*, nervous*, panic*, trembl*, shak*, sweat*, heart racing, heart beat*, heart pound*,
    blank, freez*, froze*, stress*, dizz*, blush*,
    lo lắng, lo âu, hồi hộp, run, run rẩy, run tay, tim đập, tim đập nhanh, đập nhanh,
    đổ mồ hôi, mồ hôi, toát mồ hôi, trống rỗng, đầu óc trống rỗng, quên hết, quên bài,
    hoảng, hoảng loạn, hoảng sợ, căng thẳng, mất bình tĩnh, khó thở, đỏ mặt, nóng mặt,
    chóng mặt, buồn nôn, đau bụng, cứng họng, đứng hình, hoang`,
  technology: `
    social media, social network*, phone*, smartphone*, internet, online, facebook, tiktok,
    instagram, youtube, game*, gaming, screen*, texting, chat*, messag*, technolog*,
    mạng xã hội, điện thoại, trên mạng, lên mạng, qua mạng, mạng, zalo, chơi game, nhắn tin,
    màn hình, công nghệ, máy tính, lướt web, thế giới ảo, sống ảo`,
};

/** Phone shorthand, read as the words it stands for before the keywords are matched. */
export const SHORTHAND = new Map<string, string>([
  ['ko', 'không'],
  ['k', 'không'],
  ['kh', 'không'],
  ['khg', 'không'],
  ['kg', 'không'],
  ['hok', 'không'],
  ['dc', 'được'],
  ['đc', 'được'],
  ['mn', 'mọi người'],
  ['ng', 'người'],
  ['gv', 'giáo viên'],
  ['gvcn', 'giáo viên chủ nhiệm'],
  ['mxh', 'mạng xã hội'],
  ['fb', 'facebook'],
  ['đt', 'điện thoại'],
  ['j', 'gì'],
  ['vs', 'với'],
  ['mk', 'mình'],
  ['mik', 'mình'],
  ['nc', 'nói chuyện'],
]);
