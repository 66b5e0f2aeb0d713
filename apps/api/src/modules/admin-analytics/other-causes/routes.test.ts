import { OTHER_CAUSES_TEXT_LIMIT } from '@prca/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { responseRow, type Sheet } from '../../../../test/support/response-sheets';

const TEXT = {
  A: 'Em sợ bị các bạn cười khi nói sai.',
  B: 'so bi cuoi, noi sai truoc lop thi run',
  C: "I'm shy and afraid of making mistakes in front of my classmates.",
  D: 'Bố mẹ hay so sánh em với người khác, em sợ nói sai.',
  E: 'Ko tu tin, hay choi game va luot dien thoai',
  H: 'Tim đập nhanh, tay run',
  I: 'Không biết nữa',
};

const other = (text: string | null, at: string, sheet: Omit<Sheet, 'createdAt'>): Sheet => ({
  causes: ['fear_of_judgment', 'other'],
  causesOtherText: text,
  createdAt: new Date(at),
  ...sheet,
});

describe.each(BACKENDS)('other-causes analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'researcher');

  const get = async () => {
    const response = await admin.t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/other-causes',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const NO_ONE = { count: 0, percentage: 0 };

  it('answers with zeros and empty lists when nobody wrote another cause', async () => {
    await admin.t.database.db
      .insert(surveyResponses)
      .values([responseRow({ grade: 'grade10', gender: 'male' })]);
    expect(await get()).toEqual({
      totalResponses: 0,
      analysedResponses: 0,
      themes: [],
      unthemedResponses: 0,
      wordFrequency: [],
      textAnalysis: { averageLength: 0, medianLength: 0, commonPhrases: [] },
      responsesByDemographics: {
        ageGroup: [
          { value: 'grade10', ageRange: '15-16', ...NO_ONE },
          { value: 'grade11', ageRange: '16-17', ...NO_ONE },
          { value: 'grade12', ageRange: '17-18', ...NO_ONE },
        ],
        gender: ['male', 'female', 'other'].map((value) => ({ value, ...NO_ONE })),
      },
      allResponses: [],
    });
  });

  describe('with seven texts', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      // prettier-ignore
      const sheets = {
        I: other(TEXT.I, '2025-03-08T00:00:00Z', { grade: 'grade10', gender: 'male', total: 24 }),
        A: other(TEXT.A, '2025-03-09T17:30:00Z', { grade: 'grade10', gender: 'female', total: 120, awareness: 'unfamiliar', impactLevel: 'severe_impact' }),
        B: other(TEXT.B, '2025-03-10T02:05:00Z', { grade: 'grade11', gender: 'male' }),
        C: other(TEXT.C, '2025-03-11T10:00:00Z', { grade: 'grade12', gender: 'other' }),
        D: other(TEXT.D, '2025-03-12T16:59:00Z', { grade: 'grade10', gender: 'female' }),
        E: other(TEXT.E, '2025-03-13T17:00:00Z', { grade: 'grade11', gender: 'male' }),
        // Typed on a keyboard that sends decomposed diacritics.
        H: other(TEXT.H.normalize('NFD'), '2025-03-14T08:15:00Z', { grade: 'grade12', gender: 'female' }),
        // Newer, but not counted: a blank text, a text without "other", "other" without a text.
        J: other('  \n ', '2025-03-15T00:00:00Z', { grade: 'grade12', gender: 'female' }),
        K: { ...other('Bị cười', '2025-03-15T00:00:00Z', { grade: 'grade12', gender: 'male' }), causes: ['fear_of_judgment'] },
        L: other(null, '2025-03-15T00:00:00Z', { grade: 'grade10', gender: 'male' }),
      };
      const inserted = await admin.t.database.db
        .insert(surveyResponses)
        .values(Object.values(sheets).map(responseRow))
        .returning({ id: surveyResponses.id });
      Object.keys(sheets).forEach((key, index) => (ids[key] = inserted[index]!.id));
    });

    it('counts the texts by grade and gender, of the responses with a text', async () => {
      const data = await get();
      expect(data.totalResponses).toBe(7);
      expect(data.analysedResponses).toBe(7);
      expect(data.responsesByDemographics).toEqual({
        ageGroup: [
          { value: 'grade10', ageRange: '15-16', count: 3, percentage: 42.9 },
          { value: 'grade11', ageRange: '16-17', count: 2, percentage: 28.6 },
          { value: 'grade12', ageRange: '17-18', count: 2, percentage: 28.6 },
        ],
        gender: [
          { value: 'male', count: 3, percentage: 42.9 },
          { value: 'female', count: 3, percentage: 42.9 },
          { value: 'other', count: 1, percentage: 14.3 },
        ],
      });
    });

    it('finds the themes with and without diacritics, with the newest examples', async () => {
      const data = await get();
      expect(data.themes).toEqual([
        {
          theme: 'fear_of_judgment',
          count: 4,
          percentage: 57.1,
          examples: [TEXT.D, TEXT.C, TEXT.B],
        },
        { theme: 'shyness', count: 2, percentage: 28.6, examples: [TEXT.E, TEXT.C] },
        { theme: 'peers', count: 2, percentage: 28.6, examples: [TEXT.C, TEXT.A] },
        { theme: 'anxiety_symptoms', count: 2, percentage: 28.6, examples: [TEXT.H, TEXT.B] },
        { theme: 'school_pressure', count: 1, percentage: 14.3, examples: [TEXT.B] },
        { theme: 'family', count: 1, percentage: 14.3, examples: [TEXT.D] },
        { theme: 'technology', count: 1, percentage: 14.3, examples: [TEXT.E] },
      ]);
      expect(data.unthemedResponses).toBe(1); // "Không biết nữa"
    });

    it('counts words without stop-words, keeping diacritics, and the common phrases', async () => {
      const data = await get();
      // prettier-ignore
      expect(data.wordFrequency.map((entry: { word: string; count: number }) => `${entry.word} ${entry.count}`)).toEqual([
        'sai 3', 'nói 2', 'run 2', 'sợ 2',
        // Then, once each, in Vietnamese alphabetical order (d before đ, u before ư).
        'afraid 1', 'bạn 1', 'biết 1', 'bố 1', 'choi 1', 'classmates 1', 'cuoi 1', 'cười 1',
        'dien 1', 'đập 1', 'front 1', 'game 1', 'khác 1', 'lop 1', 'luot 1', 'making 1',
      ]);
      expect(data.textAnalysis).toEqual({
        // 14, 22, 34, 37, 43, 51 and 64 characters: 265 / 7 = 37.857…
        averageLength: 37.9,
        medianLength: 37,
        commonPhrases: [
          { phrase: 'em sợ', count: 2 },
          { phrase: 'nói sai', count: 2 },
        ],
      });
    });

    it('lists the texts newest first, dated in the analytics time zone', async () => {
      const data = await get();
      const entry = (key: keyof typeof TEXT, formattedDate: string, length: number) => ({
        id: ids[key],
        formattedDate,
        text: TEXT[key],
        length,
      });
      expect(data.allResponses).toMatchObject([
        entry('H', '14/03/2025 15:15', 22),
        entry('E', '14/03/2025 00:00', 43),
        entry('D', '12/03/2025 23:59', 51),
        entry('C', '11/03/2025 17:00', 64),
        entry('B', '10/03/2025 09:05', 37),
        entry('A', '10/03/2025 00:30', 34),
        entry('I', '08/03/2025 07:00', 14),
      ]);
      expect(data.allResponses[5]).toEqual({
        id: ids.A,
        formattedDate: '10/03/2025 00:30',
        createdAt: '2025-03-09T17:30:00.000Z',
        gender: 'female',
        grade: 'grade10',
        score: 120,
        text: TEXT.A,
        length: 34,
        awareness: 'unfamiliar',
        impact: 'severe_impact',
      });
    });

    it('analyses every text but lists only the newest beyond the limit', async () => {
      const start = Date.parse('2025-04-01T00:00:00Z');
      await admin.t.database.db.insert(surveyResponses).values(
        Array.from({ length: OTHER_CAUSES_TEXT_LIMIT }, (_, index) =>
          responseRow(
            other('Ngại nói trước lớp', new Date(start + index * 60_000).toISOString(), {
              grade: 'grade11',
              gender: 'female',
            }),
          ),
        ),
      );
      const data = await get();
      expect(data.totalResponses).toBe(OTHER_CAUSES_TEXT_LIMIT + 7);
      expect(data.analysedResponses).toBe(OTHER_CAUSES_TEXT_LIMIT + 7);
      expect(data.allResponses).toHaveLength(OTHER_CAUSES_TEXT_LIMIT);
      expect(data.allResponses[0].createdAt).toBe(
        new Date(start + (OTHER_CAUSES_TEXT_LIMIT - 1) * 60_000).toISOString(),
      );
      // The seven earlier texts count too: 2 of them are about shyness, 1 about school pressure.
      expect(
        data.themes.map((theme: { theme: string; count: number; percentage: number }) => [
          theme.theme,
          theme.count,
          theme.percentage,
        ]),
      ).toEqual([
        ['shyness', OTHER_CAUSES_TEXT_LIMIT + 2, 99.5],
        ['school_pressure', OTHER_CAUSES_TEXT_LIMIT + 1, 99.4],
        ['fear_of_judgment', 4, 0.4],
        ['peers', 2, 0.2],
        ['anxiety_symptoms', 2, 0.2],
        ['family', 1, 0.1],
        ['technology', 1, 0.1],
      ]);
      expect(data.responsesByDemographics.gender[1]).toEqual({
        value: 'female',
        count: OTHER_CAUSES_TEXT_LIMIT + 3,
        percentage: 99.6, // 1003 of 1007
      });
    });
  });
});
