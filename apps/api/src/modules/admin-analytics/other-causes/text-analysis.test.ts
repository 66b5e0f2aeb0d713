import { describe, expect, it } from 'vitest';
import { dateTimeFormatter } from './service';
import { characterLength, clausesOf, stripDiacritics } from './text';
import { commonPhrases, lengthStatistics, readText, wordFrequency } from './text-analysis';
import { themesOf } from './themes';

const themes = (text: string) => [...themesOf(clausesOf(text))].sort();

describe('reading a free text', () => {
  it('lower-cases, joins decomposed diacritics and cuts clauses at punctuation', () => {
    const decomposed = 'Tim ĐẬP nhanh, tay run'.normalize('NFD');
    expect(clausesOf(decomposed)).toEqual([
      ['tim', 'đập', 'nhanh'],
      ['tay', 'run'],
    ]);
    expect(clausesOf("I’m shy… really!\nDon't laugh")).toEqual([
      ["i'm", 'shy'],
      ['really'],
      ["don't", 'laugh'],
    ]);
  });

  it('counts characters of the NFC text, and strips diacritics as phones type', () => {
    expect(characterLength(' Tim đập nhanh '.normalize('NFD'))).toBe(13);
    expect(stripDiacritics('Đừng chê cười')).toBe('Dung che cuoi');
  });
});

describe('themes of a free text', () => {
  it('finds Vietnamese keywords written with diacritics', () => {
    expect(themes('Em sợ bị các bạn cười khi nói sai.')).toEqual(['fear_of_judgment', 'peers']);
    expect(themes('Bố mẹ hay so sánh em với người khác')).toEqual(['family']);
  });

  it('finds keywords of several words typed without diacritics, even partly', () => {
    expect(themes('so bi cuoi truoc lop')).toEqual(['fear_of_judgment', 'school_pressure']);
    expect(themes('sợ bi cuoi')).toEqual(['fear_of_judgment']);
    expect(themes('tim dap nhanh')).toEqual(['anxiety_symptoms']);
  });

  it('reads phone shorthand before matching', () => {
    expect(themes('ko tu tin')).toEqual(['shyness']);
    expect(themes('dung mxh nhieu qua')).toEqual(['technology']);
    // Words that are also names of object properties are only words.
    expect(themes('constructor toString __proto__')).toEqual([]);
  });

  it('does not take a word with other diacritics, or an ambiguous bare syllable, for a keyword', () => {
    // "đi thì" (then) is not "đi thi" (to sit an exam); "so" alone may be sợ, số or so.
    expect(themes('Khi đi thì em thấy bình thường')).toEqual([]);
    expect(themes('so sanh')).toEqual([]);
  });

  it('finds English keywords with their endings, and several themes in one text', () => {
    expect(themes("I'm shy and afraid of making mistakes in front of my classmates.")).toEqual([
      'fear_of_judgment',
      'peers',
      'shyness',
    ]);
    expect(themes('My voice shakes when teachers ask me')).toEqual([
      'anxiety_symptoms',
      'appearance_voice',
      'school_pressure',
    ]);
  });
});

describe('word and phrase counts', () => {
  it('leaves out English and Vietnamese stop-words, with or without diacritics', () => {
    const texts = [
      'Em sợ bị các bạn cười khi nói sai.',
      'khi noi thi em so bi cuoi',
      'I am afraid of the teacher',
    ].map(readText);
    expect(wordFrequency(texts)).toEqual([
      { word: 'afraid', count: 1 },
      { word: 'bạn', count: 1 },
      { word: 'cuoi', count: 1 },
      { word: 'cười', count: 1 },
      { word: 'noi', count: 1 },
      { word: 'nói', count: 1 },
      { word: 'sai', count: 1 },
      { word: 'sợ', count: 1 },
      { word: 'teacher', count: 1 },
    ]);
  });

  it('keeps "thi" (an exam) where the writer typed diacritics, drops it (thì) where not', () => {
    const words = (text: string) => wordFrequency([readText(text)]).map((entry) => entry.word);
    expect(words('Em sợ thi cử')).toContain('thi');
    expect(words('khi noi thi em run')).not.toContain('thi');
  });

  it('counts words by occurrence, most frequent first, at most the limit', () => {
    const texts = ['sợ sợ sai', 'sai sai lớp'].map(readText);
    expect(wordFrequency(texts, 2)).toEqual([
      { word: 'sai', count: 3 },
      { word: 'sợ', count: 2 },
    ]);
  });

  it('counts a phrase once per text, keeps those in two texts or more, never across a comma', () => {
    const texts = [
      'em sợ nói sai, nói sai',
      'bạn bè cười khi em nói sai',
      'sợ nói, sai',
      'của em và của em',
    ].map(readText);
    expect(commonPhrases(texts)).toEqual([
      { phrase: 'nói sai', count: 2 },
      { phrase: 'sợ nói', count: 2 },
    ]);
  });
});

describe('figures to one decimal', () => {
  it('gives the mean and the median length, averaging the two middle values', () => {
    expect(lengthStatistics([])).toEqual({ averageLength: 0, medianLength: 0 });
    expect(lengthStatistics([10, 3, 4])).toEqual({ averageLength: 5.7, medianLength: 4 });
    expect(lengthStatistics([10, 3, 4, 7])).toEqual({ averageLength: 6, medianLength: 5.5 });
  });

  it('rounds the average length as R rounds it', () => {
    expect(lengthStatistics([171, 0]).averageLength).toBe(85.5);
    // The double nearest 1717 / 20 lies below 85.85: R's round(…, 1) gives 85.8.
    expect(lengthStatistics([...new Array<number>(19).fill(85), 102]).averageLength).toBe(85.8);
  });

  it('formats a moment as dd/MM/yyyy HH:mm in the configured zone', () => {
    const moment = new Date('2025-03-09T17:30:00Z');
    expect(dateTimeFormatter('Asia/Ho_Chi_Minh')(moment)).toBe('10/03/2025 00:30');
    expect(dateTimeFormatter('UTC')(moment)).toBe('09/03/2025 17:30');
    expect(dateTimeFormatter('America/New_York')(moment)).toBe('09/03/2025 13:30');
  });
});
