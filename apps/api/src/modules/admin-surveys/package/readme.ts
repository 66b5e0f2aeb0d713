/** README.txt, in both languages: what each file is and the order to open them. */
export const README = `PRCA-24 analysis package
========================

Open the files in this order:
1. codebook.html (or codebook.md): every variable, its codes and labels, the items, the
   scoring, how missing values are coded and the filters that chose these responses; the
   text of each information sheet the respondents agreed to, and whether the school
   collected parents' consent, for the study and for each class.
2. prca24.sps in SPSS or PSPP, or prca24.R in R (Rscript prca24.R): each reads data.csv with
   its labels and prints Cronbach's alpha of the total and of each context.
3. data.csv: one row per response, numeric codes (see the codebook).
4. free_text.csv: what respondents wrote for the cause "other", by response id.
5. change.csv, when students were matched between two consecutive waves: one row per
   matched student, both waves' scores and how the pair was matched, no response id; the
   scripts run the paired t-test of each score (a package without it runs all the same).
Keep all files in one folder. The data are exactly as stored: do not re-save them from a
spreadsheet.

Gói phân tích PRCA-24
=====================

Mở các tệp theo thứ tự sau:
1. codebook.html (hoặc codebook.md): mọi biến, mã và nhãn của biến, các câu hỏi, cách tính
   điểm, cách ghi giá trị khuyết và bộ lọc đã chọn các bài trả lời này; văn bản của từng
   bản thông tin mà người trả lời đã đồng ý, và nhà trường có thu thập sự đồng ý của cha mẹ
   hay không, cho cả nghiên cứu và cho từng lớp.
2. prca24.sps trong SPSS hoặc PSPP, hoặc prca24.R trong R (Rscript prca24.R): mỗi tệp đọc
   data.csv kèm nhãn và in hệ số alpha của Cronbach cho tổng điểm và từng bối cảnh.
3. data.csv: mỗi dòng là một bài trả lời, ghi bằng mã số (xem sổ tay biến).
4. free_text.csv: nội dung học sinh tự ghi cho nguyên nhân "Khác", theo mã bài trả lời.
5. change.csv, khi có học sinh được ghép giữa hai đợt khảo sát liền nhau: mỗi dòng là một
   học sinh đã được ghép, với điểm của cả hai đợt và cách cặp được ghép, không có mã bài trả
   lời; hai tệp lệnh chạy kiểm định t theo cặp cho từng điểm (gói không có tệp này vẫn chạy
   bình thường).
Để tất cả các tệp trong cùng một thư mục. Dữ liệu giữ đúng như đã lưu: đừng mở rồi lưu lại
các tệp bằng Excel hay phần mềm bảng tính khác.
`.replace(/\n/g, '\r\n');
