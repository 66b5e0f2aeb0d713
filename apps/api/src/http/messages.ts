import {
  validationMessage,
  isValidationMessageKey,
  type Locale,
  type Translated,
} from '@prca/core';

/** Messages of the API's own failures; the validation messages come from packages/core. */
export const API_MESSAGES = {
  'request.invalidJson': {
    en: 'The request body is not valid JSON.',
    vi: 'Nội dung gửi lên không phải là JSON hợp lệ.',
  },
  'request.invalidBody': {
    en: 'The request body must be a JSON object with the fields this address expects.',
    vi: 'Nội dung gửi lên phải là một đối tượng JSON với các trường mà địa chỉ này yêu cầu.',
  },
  'request.invalidField': {
    en: 'The field "{field}" is not valid.',
    vi: 'Trường "{field}" không hợp lệ.',
  },
  'request.unsupportedMediaType': {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    vi: 'Vui lòng gửi nội dung dưới dạng JSON (Content-Type: application/json).',
  },
  'request.tooLarge': {
    en: 'The request is too large.',
    vi: 'Nội dung gửi lên quá lớn.',
  },
  'request.invalid': {
    en: 'The request is not valid.',
    vi: 'Yêu cầu không hợp lệ.',
  },
  'request.tooManyRequests': {
    en: 'Too many requests from your network. Please wait a minute and try again.',
    vi: 'Có quá nhiều yêu cầu từ mạng của bạn. Vui lòng đợi một phút rồi thử lại.',
  },
  'request.notFound': {
    en: 'There is nothing at this address.',
    vi: 'Không có nội dung nào ở địa chỉ này.',
  },
  'request.methodNotAllowed': {
    en: 'This address does not accept that method.',
    vi: 'Địa chỉ này không hỗ trợ phương thức yêu cầu đó.',
  },
  'request.invalidId': {
    en: 'The id in the address is not valid.',
    vi: 'Mã trong địa chỉ không hợp lệ.',
  },
  'request.invalidAddress': {
    en: 'The address is not valid: check it for stray % signs.',
    vi: 'Địa chỉ không hợp lệ: hãy kiểm tra các kí tự % trong địa chỉ.',
  },
  'survey.notFound': {
    en: 'No survey response has this id.',
    vi: 'Không tìm thấy bài trả lời có mã này.',
  },
  'survey.idConflict': {
    en: 'This response id was already used for different answers. Please reload the page and submit again.',
    vi: 'Mã bài trả lời này đã được dùng cho một bài trả lời khác. Vui lòng tải lại trang và nộp lại.',
  },
  'survey.signInRequired': {
    en: 'Sign in to see your saved results.',
    vi: 'Vui lòng đăng nhập để xem các kết quả đã lưu.',
  },
  'survey.deleteNeedsOwner': {
    en: 'Sign in, or use the browser that submitted this response, to delete it.',
    vi: 'Để xoá bài trả lời này, vui lòng đăng nhập hoặc dùng trình duyệt đã nộp bài.',
  },
  'admin.invalidCredentials': {
    en: 'Invalid username or password',
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng.',
  },
  'admin.tooManyAttempts': {
    en: 'Too many failed logins. Please wait {minutes} min and try again.',
    vi: 'Đăng nhập sai quá nhiều lần. Vui lòng đợi {minutes} phút rồi thử lại.',
  },
  'admin.signInRequired': {
    en: 'Please sign in as an administrator.',
    vi: 'Vui lòng đăng nhập bằng tài khoản quản trị.',
  },
  'admin.forbidden': {
    en: "You don't have permission to access this page.",
    vi: 'Bạn không có quyền truy cập trang này.',
  },
  // A super administrator's look-up by e-mail, at a student's own request (issue 27).
  'admin.emailLookupSuperadminOnly': {
    en: "Only a super administrator can look responses up by e-mail, and only at the student's own request.",
    vi: 'Chỉ quản trị viên cấp cao mới có thể tra cứu bài trả lời theo email, và chỉ khi chính học sinh yêu cầu.',
  },
  'admin.lookupPurposeInvalid': {
    en: "Say why you look this address up: the student's request to see their data (access) or to erase it (erasure).",
    vi: 'Vui lòng cho biết lí do tra cứu: học sinh yêu cầu xem dữ liệu của mình (access) hoặc yêu cầu xoá dữ liệu (erasure).',
  },
  'admin.packageOnlyOption': {
    en: 'labels applies only to format=package.',
    vi: 'Tham số labels chỉ dùng với format=package.',
  },
  // One's own password (issue 29).
  'admin.currentPasswordRequired': {
    en: 'Enter your current password.',
    vi: 'Vui lòng nhập mật khẩu hiện tại.',
  },
  'admin.currentPasswordWrong': {
    en: 'The current password is not right. Your password has not been changed.',
    vi: 'Mật khẩu hiện tại không đúng. Mật khẩu của bạn chưa được đổi.',
  },
  'admin.passwordTooShort': {
    en: 'The password must be at least 12 characters long.',
    vi: 'Mật khẩu phải có ít nhất 12 kí tự.',
  },
  'admin.usernameInvalid': {
    en: 'The username must be 3-64 letters, digits, dots, dashes or underscores.',
    vi: 'Tên đăng nhập phải gồm 3-64 chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới.',
  },
  'admin.usernameTaken': {
    en: 'That username is already used by another account.',
    vi: 'Tên đăng nhập này đã được dùng cho một tài khoản khác.',
  },
  'admin.roleInvalid': {
    en: 'The role must be super administrator, researcher, viewer or counsellor / teacher.',
    vi: 'Vai trò phải là quản trị viên cấp cao, nghiên cứu viên, người xem hoặc tư vấn viên / giáo viên.',
  },
  'admin.permissionInvalid': {
    en: 'One of the permissions is not a known permission.',
    vi: 'Một trong các quyền không phải là quyền hợp lệ.',
  },
  'admin.notFound': {
    en: 'There is no administrator with this id.',
    vi: 'Không có tài khoản quản trị nào có mã này.',
  },
  'admin.lastSuperadmin': {
    en: 'This is the last active super administrator: make another super administrator first.',
    vi: 'Đây là tài khoản quản trị viên cấp cao cuối cùng còn hoạt động: hãy tạo thêm một tài khoản quản trị viên cấp cao trước.',
  },
  'admin.ownPasswordOnAccountPage': {
    en: 'Change your own password on the Account page, where your current password is asked.',
    vi: 'Hãy đổi mật khẩu của chính bạn ở trang Tài khoản, nơi hệ thống hỏi mật khẩu hiện tại.',
  },
  'admin.notYourself': {
    en: 'You cannot delete, disable or demote your own account.',
    vi: 'Bạn không thể xoá, vô hiệu hoá hoặc hạ quyền tài khoản của chính mình.',
  },
  'admin.bulkDeleteInvalid': {
    en: 'Send between 1 and 500 response ids to delete.',
    vi: 'Vui lòng gửi từ 1 đến 500 mã bài trả lời cần xoá.',
  },
  'admin.dateInvalid': {
    en: 'Dates must be real days written as YYYY-MM-DD, from 1000-01-01 to 9998-12-31.',
    vi: 'Ngày phải là ngày có thật, viết theo dạng YYYY-MM-DD, từ 1000-01-01 đến 9998-12-31.',
  },
  'survey.closed': {
    en: 'The survey is not accepting responses at the moment.',
    vi: 'Khảo sát hiện đang tạm dừng nhận bài.',
  },
  'session.notFound': {
    en: 'This survey session does not exist. Please start the survey again.',
    vi: 'Lượt làm bài này không tồn tại. Vui lòng bắt đầu lại bài khảo sát.',
  },
  'auth.providerDisabled': {
    en: 'Sign-in with a provider account (such as Google) is not enabled on this server.',
    vi: 'Máy chủ này chưa bật tính năng đăng nhập bằng tài khoản bên ngoài (như Google).',
  },
  'auth.invalidTicket': {
    en: 'This sign-in has expired or was already used. Please sign in again.',
    vi: 'Lượt đăng nhập này đã hết hạn hoặc đã được sử dụng. Vui lòng đăng nhập lại.',
  },
  'auth.required': {
    en: 'Please sign in to continue.',
    vi: 'Vui lòng đăng nhập để tiếp tục.',
  },
  'auth.invalidSession': {
    en: 'Your session has expired or is no longer valid. Please sign in again.',
    vi: 'Phiên đăng nhập của bạn đã hết hạn hoặc không còn hợp lệ. Vui lòng đăng nhập lại.',
  },
  'trends.rangeReversed': {
    en: 'The start date must not be after the end date (today, when no end date is given).',
    vi: 'Ngày bắt đầu không được sau ngày kết thúc (là hôm nay nếu không nhập ngày kết thúc).',
  },
  'trends.rangeAliasConflict': {
    en: 'The parameters "startDate" and "endDate" are other names for "from" and "to"; "{field}" names a different day than its other name. Send each day once, as "from" and "to".',
    vi: 'Các tham số "startDate" và "endDate" là tên gọi khác của "from" và "to"; "{field}" lại ghi một ngày khác với tham số tương ứng. Vui lòng chỉ gửi mỗi ngày một lần, bằng "from" và "to".',
  },
  'trends.rangeTooLong': {
    en: 'Choose a range of at most 366 days.',
    vi: 'Vui lòng chọn khoảng thời gian không quá 366 ngày.',
  },
  'reliability.unavailable': {
    en: 'Not available yet',
    vi: 'Chưa tính được',
  },
  'reliability.tooFewRespondents': {
    en: "Cronbach's alpha needs the answers of at least 2 respondents.",
    vi: 'Cần câu trả lời của ít nhất 2 người để tính hệ số alpha của Cronbach.',
  },
  'reliability.tooFewItems': {
    en: "Cronbach's alpha needs at least 2 items.",
    vi: 'Cần ít nhất 2 câu hỏi để tính hệ số alpha của Cronbach.',
  },
  'reliability.zeroTotalVariance': {
    en: 'Every respondent has the same total score, so there is no variation to analyse.',
    vi: 'Mọi người trả lời đều có cùng tổng điểm nên không có sự khác biệt nào để phân tích.',
  },
  'reliability.tooFewItemsWithVariance': {
    en: 'Fewer than 2 items vary between respondents; items that everyone answered alike are left out.',
    vi: 'Có ít hơn 2 câu hỏi có câu trả lời khác nhau giữa những người trả lời; những câu mà mọi người trả lời giống nhau được loại khỏi phân tích.',
  },
  'reliability.collectMoreResponses': {
    en: 'Collect more responses, then open this page again.',
    vi: 'Hãy thu thập thêm bài trả lời rồi mở lại trang này.',
  },
  'reliability.checkResponses': {
    en: 'Check for responses that give the same answer to every question, and collect more responses.',
    vi: 'Hãy kiểm tra các bài trả lời chọn cùng một đáp án cho mọi câu hỏi và thu thập thêm bài trả lời.',
  },
  // Who may change which account (issue 12).
  'admin.superadminOnly': {
    en: 'Only a super administrator can create, change, disable or delete a super administrator account.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể tạo, thay đổi, vô hiệu hoá hoặc xoá tài khoản quản trị viên cấp cao.',
  },
  'admin.targetHoldsMore': {
    en: 'This account has permissions that yours does not, so only a super administrator can change or delete it.',
    vi: 'Tài khoản này có những quyền mà tài khoản của bạn không có, nên chỉ quản trị viên cấp cao mới có thể thay đổi hoặc xoá nó.',
  },
  'admin.grantNotHeld': {
    en: 'You can only give permissions that your own account has.',
    vi: 'Bạn chỉ có thể cấp những quyền mà tài khoản của bạn đang có.',
  },
  'admin.grantManageUsers': {
    en: 'Only a super administrator can give the permission to manage administrator accounts.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể cấp quyền quản lí tài khoản quản trị.',
  },
  'admin.ownAccess': {
    en: 'You cannot change the role or permissions of your own account: ask another super administrator.',
    vi: 'Bạn không thể tự thay đổi vai trò hoặc quyền của tài khoản mình: hãy nhờ một quản trị viên cấp cao khác.',
  },
  // Accounts limited to schools or classes (issue 19).
  'admin.scopeInvalid': {
    en: 'The scope must list school ids and class ids.',
    vi: 'Phạm vi phải liệt kê mã các trường và mã các lớp.',
  },
  'admin.scopeRequired': {
    en: 'A counsellor account must be limited to at least one school or class.',
    vi: 'Tài khoản tư vấn viên phải được giới hạn trong ít nhất một trường hoặc một lớp.',
  },
  'admin.scopeNotForSuperadmin': {
    en: 'A super administrator account cannot be limited to schools or classes.',
    vi: 'Không thể giới hạn tài khoản quản trị viên cấp cao trong một số trường hoặc lớp.',
  },
  'admin.scopeSuperadminOnly': {
    en: 'Only a super administrator can choose or change the schools and classes of an account.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể chọn hoặc thay đổi các trường và lớp của một tài khoản.',
  },
  'admin.scopeUnknown': {
    en: 'The scope names a school or class that does not exist.',
    vi: 'Phạm vi có một trường hoặc lớp không tồn tại.',
  },
  'admin.scopedDenied': {
    en: 'Your account is limited to your schools and classes: it opens their class reports only.',
    vi: 'Tài khoản của bạn chỉ được xem các trường và lớp của mình: bạn chỉ mở được báo cáo lớp của các lớp đó.',
  },
  'admin.outsideScope': {
    en: 'Your account cannot see this school or class: choose one of your own.',
    vi: 'Tài khoản của bạn không được xem trường hoặc lớp này: vui lòng chọn một trường hoặc lớp của bạn.',
  },
  'admin.scopedFilterDenied': {
    en: 'Your account can filter by school, class and wave only, so that no figure narrows down to a few students.',
    vi: 'Tài khoản của bạn chỉ lọc được theo trường, lớp và đợt khảo sát, để không có số liệu nào chỉ tính trên vài học sinh.',
  },
  'settings.minimumGroupSizeSuperadmin': {
    en: 'Only a super administrator can change the minimum group size.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể thay đổi cỡ nhóm tối thiểu.',
  },
  'settings.reportPrivacySuperadmin': {
    en: 'Only a super administrator can change how class reports are blurred and how often their figures are updated.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể thay đổi mức làm nhiễu số liệu của báo cáo lớp và số lần cập nhật các số liệu đó.',
  },
  'settings.respondentIdentitySuperadmin': {
    en: 'Only a super administrator can change whether students stay anonymous, give an e-mail address or sign in.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể thay đổi việc học sinh ẩn danh, nhập email hay đăng nhập.',
  },
  'settings.consentTextSuperadmin': {
    en: 'Only a super administrator can change the information sheet.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể thay đổi phiếu thông tin.',
  },
  'settings.linkWavesSuperadmin': {
    en: 'Only a super administrator can turn the linking of waves on or off.',
    vi: 'Chỉ quản trị viên cấp cao mới có thể bật hay tắt việc ghép bài trả lời qua các đợt khảo sát.',
  },
  // The linking questions (issue 32); a wrong answer's message is core's, naming its question.
  'link.required': {
    en: 'This study links its survey waves: please answer the linking questions before submitting. Reload the page if you were not asked them.',
    vi: 'Nghiên cứu này ghép bài trả lời qua các đợt khảo sát: vui lòng trả lời các câu hỏi ghép bài trước khi nộp bài. Nếu bạn chưa được hỏi, hãy tải lại trang.',
  },
  // Information, assent and lab mode's sealed outbox (issue 27).
  'consent.textRequired': {
    en: 'Write the information sheet in both Vietnamese and English.',
    vi: 'Vui lòng viết phiếu thông tin bằng cả tiếng Việt và tiếng Anh.',
  },
  'consent.textTooLong': {
    en: 'The information sheet must be at most 8,000 characters in each language.',
    vi: 'Phiếu thông tin không được dài quá 8.000 kí tự cho mỗi ngôn ngữ.',
  },
  'consent.versionUnknown': {
    en: 'This version of the information sheet is not known to the server. Please reload the page.',
    vi: 'Máy chủ không nhận ra phiên bản phiếu thông tin này. Vui lòng tải lại trang.',
  },
  'sealed.invalid': {
    en: 'The server cannot open this saved response: it was saved for another server, or it is damaged.',
    vi: 'Máy chủ không mở được bài trả lời đã lưu này: bài được lưu cho một máy chủ khác, hoặc đã bị hỏng.',
  },
  'survey.readNeedsOwner': {
    en: 'Sign in, or use the browser that submitted this response, to see it.',
    vi: 'Để xem bài trả lời này, vui lòng đăng nhập hoặc dùng trình duyệt đã nộp bài.',
  },
  'request.unknownField': {
    en: 'The field "{field}" is not one this address accepts: remove it and send again.',
    vi: 'Địa chỉ này không nhận trường "{field}": vui lòng bỏ trường này rồi gửi lại.',
  },
  // The study's structure and its class codes (issue 14).
  'study.nameRequired': {
    en: 'Enter a name.',
    vi: 'Vui lòng nhập tên.',
  },
  'study.nameTooLong': {
    en: 'The name is too long.',
    vi: 'Tên quá dài.',
  },
  'study.dateInvalid': {
    en: 'Dates must be real days written as YYYY-MM-DD, from 1000-01-01 to 9998-12-31.',
    vi: 'Ngày phải là ngày có thật, viết theo dạng YYYY-MM-DD, từ 1000-01-01 đến 9998-12-31.',
  },
  'study.waveDatesOrder': {
    en: 'The closing date must not be before the opening date.',
    vi: 'Ngày kết thúc không được trước ngày bắt đầu.',
  },
  'study.enrolledInvalid': {
    en: 'The number of students enrolled must be a whole number from 1 to 2,000.',
    vi: 'Sĩ số phải là số nguyên từ 1 đến 2.000.',
  },
  'study.schoolUnknown': {
    en: 'There is no school with this id.',
    vi: 'Không có trường nào có mã này.',
  },
  'study.waveUnknown': {
    en: 'There is no wave with this id.',
    vi: 'Không có đợt khảo sát nào có mã này.',
  },
  'study.classUnknown': {
    en: 'There is no class with this id.',
    vi: 'Không có lớp nào có mã này.',
  },
  'study.gradeInvalid': {
    en: 'The grade must be 10, 11 or 12.',
    vi: 'Khối lớp phải là 10, 11 hoặc 12.',
  },
  'study.bulkEmpty': {
    en: 'The list holds no class: write one class per line.',
    vi: 'Danh sách chưa có lớp nào: vui lòng viết mỗi lớp trên một dòng.',
  },
  'study.bulkTooMany': {
    en: 'Create at most 200 classes at once.',
    vi: 'Mỗi lần chỉ tạo được tối đa 200 lớp.',
  },
  'study.schoolHasResponses': {
    en: 'This school cannot be deleted: some of its classes already have responses. Delete those responses first.',
    vi: 'Không thể xoá trường này: một số lớp của trường đã có bài trả lời. Vui lòng xoá các bài trả lời đó trước.',
  },
  'study.waveHasResponses': {
    en: 'This wave cannot be deleted: some of its classes already have responses. Delete those responses first.',
    vi: 'Không thể xoá đợt khảo sát này: một số lớp của đợt đã có bài trả lời. Vui lòng xoá các bài trả lời đó trước.',
  },
  'study.classHasResponses': {
    en: 'This class cannot be deleted because it already has responses. Close it instead, so that it takes no new ones.',
    vi: 'Không thể xoá lớp này vì lớp đã có bài trả lời. Hãy đóng lớp để lớp ngừng nhận bài trả lời mới.',
  },
  'class.codeInvalid': {
    en: 'This class code is not valid. Check it with your teacher: it has 7 letters and digits.',
    vi: 'Mã lớp không hợp lệ. Hãy hỏi lại thầy cô: mã lớp gồm 7 chữ cái và chữ số.',
  },
  'class.notFound': {
    en: 'No class has this code. Check it with your teacher.',
    vi: 'Không có lớp nào có mã này. Hãy hỏi lại thầy cô.',
  },
  'class.closed': {
    en: 'This class is closed and no longer accepts responses.',
    vi: 'Lớp này đã ngừng nhận bài trả lời.',
  },
  'class.codeRequired': {
    en: 'Enter the class code your teacher gave you.',
    vi: 'Hãy nhập mã lớp mà thầy cô đã đưa cho bạn.',
  },
  'survey.wordingVersionUnknown': {
    en: 'This version of the questions is not known to the server. Please reload the page.',
    vi: 'Máy chủ không nhận ra phiên bản câu hỏi này. Vui lòng tải lại trang.',
  },
  // The audit log's filters (issue 29).
  'audit.actorInvalid': {
    en: 'The filter "actor" must be an admin\'s username, console or respondent.',
    vi: 'Bộ lọc "actor" phải là tên đăng nhập của một quản trị viên, console hoặc respondent.',
  },
  'audit.actionInvalid': {
    en: 'The filter "action" must be an action\'s name, such as surveys.delete, or its group, such as surveys.',
    vi: 'Bộ lọc "action" phải là tên một thao tác, ví dụ surveys.delete, hoặc nhóm của nó, ví dụ surveys.',
  },
  // The one filter set (issue 14): each message names the parameter it is about.
  'filter.dateInvalid': {
    en: 'The filter "{field}" must be a real day written as YYYY-MM-DD, from 1000-01-01 to 9998-12-31.',
    vi: 'Bộ lọc "{field}" phải là một ngày có thật, viết theo dạng YYYY-MM-DD, từ 1000-01-01 đến 9998-12-31.',
  },
  'filter.idInvalid': {
    en: 'The filter "{field}" must be one id or several, separated by commas.',
    vi: 'Bộ lọc "{field}" phải là một mã hoặc nhiều mã, cách nhau bằng dấu phẩy.',
  },
  'filter.valueUnknown': {
    en: 'The filter "{field}" has a value that is not one of its choices.',
    vi: 'Bộ lọc "{field}" có một giá trị không nằm trong các lựa chọn.',
  },
  'filter.decisionUnknown': {
    en: 'The filter "decision" must be keep, exclude or none (no decision yet), or several of them separated by commas.',
    vi: 'Bộ lọc "decision" phải là keep (giữ lại), exclude (loại bỏ) hoặc none (chưa có quyết định), hoặc nhiều giá trị trong số đó, cách nhau bằng dấu phẩy.',
  },
  'filter.rangeOrder': {
    en: 'The filter "from" must not be after "to".',
    vi: 'Bộ lọc "from" không được sau "to".',
  },
  'filter.unknownParameter': {
    en: 'This address does not take the parameter "{field}".',
    vi: 'Địa chỉ này không nhận tham số "{field}".',
  },
  // Data-quality flags (issue 17).
  'quality.overrideUnknown': {
    en: 'The decision must be keep, exclude or null (let the flags decide).',
    vi: 'Quyết định phải là keep (giữ lại), exclude (loại bỏ) hoặc null (để các cờ quyết định).',
  },
  'quality.reasonRequired': {
    en: 'Write the reason for this decision.',
    vi: 'Vui lòng ghi lí do của quyết định này.',
  },
  'quality.reasonTooLong': {
    en: 'The reason must be at most 500 characters.',
    vi: 'Lí do không được dài quá 500 kí tự.',
  },
  // Research statistics (issue 18): the query parameters of /api/admin/analytics/compare.
  'analytics.groupingInvalid': {
    en: 'Choose what to compare by: school, class, wave, grade, gender, participation, awareness or impactLevel.',
    vi: 'Vui lòng chọn tiêu chí so sánh: school, class, wave, grade, gender, participation, awareness hoặc impactLevel.',
  },
  'analytics.scoreInvalid': {
    en: 'Choose the score to compare: the total or the score of one context.',
    vi: 'Vui lòng chọn điểm cần so sánh: tổng điểm hoặc điểm của một bối cảnh.',
  },
  'analytics.groupUnknown': {
    en: 'The parameter "groups" must name groups of the grouping chosen in "by", separated by commas: for gender, male, female or other; for a school, class or wave, its id.',
    vi: 'Tham số "groups" phải gồm các nhóm của tiêu chí đã chọn ở "by", cách nhau bằng dấu phẩy: với giới tính là male, female hoặc other; với trường, lớp hoặc đợt khảo sát là mã của nó.',
  },
  'analytics.minGroupSizeInvalid': {
    en: 'The parameter "minGroupSize" must be a whole number of at least 2: the fewest responses a group needs to enter the tests.',
    vi: 'Tham số "minGroupSize" phải là một số nguyên từ 2 trở lên: số bài trả lời tối thiểu để một nhóm được đưa vào kiểm định.',
  },
  // Change between waves (issue 32): the query parameters of /api/admin/analytics/change.
  'change.waveRequired': {
    en: 'Choose the two waves to compare: "fromWave" and "toWave" must each be the id of a wave.',
    vi: 'Vui lòng chọn hai đợt khảo sát cần so sánh: "fromWave" và "toWave" đều phải là mã của một đợt khảo sát.',
  },
  'change.waveUnknown': {
    en: 'One of the two waves does not exist: choose "fromWave" and "toWave" among the study\'s waves.',
    vi: 'Một trong hai đợt khảo sát không tồn tại: vui lòng chọn "fromWave" và "toWave" trong các đợt khảo sát của nghiên cứu.',
  },
  'change.sameWave': {
    en: 'Choose two different waves: "toWave" must not be the same as "fromWave".',
    vi: 'Vui lòng chọn hai đợt khảo sát khác nhau: "toWave" không được trùng với "fromWave".',
  },
  'database.unavailable': {
    en: 'The database cannot be reached right now. Please try again in a moment.',
    vi: 'Hiện không thể kết nối cơ sở dữ liệu. Vui lòng thử lại sau ít phút.',
  },
  'server.error': {
    en: 'Something went wrong on our side. Please try again in a moment.',
    vi: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau ít phút.',
  },
} as const satisfies Record<string, Translated>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** A message in the reader's language, with `{name}` placeholders filled in. */
export function translate(
  key: ApiMessageKey | string,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const template = Object.hasOwn(API_MESSAGES, key)
    ? API_MESSAGES[key as ApiMessageKey][locale]
    : validationMessage(key, locale);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Whether a zod issue's message is one of ours (a key) rather than zod's own English text. */
export function isKnownMessageKey(key: string): boolean {
  return Object.hasOwn(API_MESSAGES, key) || isValidationMessageKey(key);
}
