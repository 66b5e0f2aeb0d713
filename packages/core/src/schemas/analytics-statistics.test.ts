import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../instrument/categories';
import { ITEMS } from '../instrument/items';
import { chiSquareTest } from '../statistics/chi-square';
import { compareGroups } from '../statistics/group-comparison';
import { itemStatistics } from '../statistics/item-statistics';
import { ITEMS_FIXTURES, aggregatesOf } from '../statistics/items-fixture.test-support';
import { MCCROSKEY_NORMS_SOURCE, compareWithMcCroskeyNorms } from '../statistics/norms';
import { withQuestionNumbers } from '../statistics/question-numbers';
import { scoreHistogram } from '../statistics/score-moments';
import {
  compareAnalyticsSchema,
  compareQuerySchema,
  itemsAnalyticsSchema,
  methodWarningSchema,
  normsAnalyticsSchema,
} from './analytics-statistics';

/*
 * The replies take the statistics' results as they are, adding only what the API knows (the
 * question numbers, the grouping's name): these tests build replies that way and parse them.
 */

describe('the compare query', () => {
  it('takes a grouping and a score, the total by default', () => {
    expect(compareQuerySchema.parse({ by: 'grade' })).toEqual({
      by: 'grade',
      score: 'total',
      minGroupSize: 5,
    });
    expect(compareQuerySchema.parse({ by: 'impactLevel', score: 'publicSpeaking' }).score).toBe(
      'publicSpeaking',
    );
  });

  it("takes the groups to compare as a comma-separated list of the grouping's groups", () => {
    const query = compareQuerySchema.parse({
      by: 'gender',
      groups: 'female, male',
      minGroupSize: '2',
    });
    expect(query).toMatchObject({ groups: ['female', 'male'], minGroupSize: 2 });
    const unknown = compareQuerySchema.safeParse({ by: 'gender', groups: 'grade10' });
    expect(unknown.error?.issues[0]).toMatchObject({
      message: 'analytics.groupUnknown',
      path: ['groups'],
    });
    const notAnId = compareQuerySchema.safeParse({ by: 'school', groups: 'male' });
    expect(notAnId.error?.issues[0]?.message).toBe('analytics.groupUnknown');
  });

  it('refuses a minGroupSize below two', () => {
    for (const minGroupSize of ['1', '3.5', 'x']) {
      const result = compareQuerySchema.safeParse({ by: 'grade', minGroupSize });
      expect(result.error?.issues[0]?.message, minGroupSize).toBe('analytics.minGroupSizeInvalid');
    }
  });

  it('refuses an unknown grouping or score with a message key', () => {
    const grouping = compareQuerySchema.safeParse({ by: 'shoeSize' });
    expect(grouping.error?.issues[0]?.message).toBe('analytics.groupingInvalid');
    const score = compareQuerySchema.safeParse({ by: 'grade', score: 'singing' });
    expect(score.error?.issues[0]?.message).toBe('analytics.scoreInvalid');
  });
});

describe('the replies accept what the statistics give', () => {
  it('compare', () => {
    const histograms = {
      grade10: scoreHistogram([60, 72, 81, 90]),
      grade11: scoreHistogram([55, 70]),
      grade12: scoreHistogram([88]),
    };
    const groups = Object.entries(histograms).map(([group, histogram]) => ({ group, histogram }));
    const { groups: described, tTest, welchAnova, anova } = compareGroups(groups);
    const levels = ['low', 'moderate', 'high'];
    const counts = [
      [0, 2, 2],
      [0, 2, 0],
      [0, 0, 1],
    ];
    const { testedRows, testedColumns, ...test } = chiSquareTest({
      rows: Object.keys(histograms),
      columns: levels,
      counts,
    });
    const reply = {
      by: 'grade',
      score: 'total',
      minGroupSize: 2,
      groups: described,
      tTest,
      welchAnova,
      anova,
      levels: { levels, counts, testedGroups: testedRows, testedLevels: testedColumns, ...test },
    };
    expect(compareAnalyticsSchema.parse(reply)).toEqual(reply);
  });

  it('items, with question numbers for the columns', () => {
    const analysis = itemStatistics(aggregatesOf(ITEMS_FIXTURES[1]!));
    const matrix = (names: readonly string[]) =>
      Object.fromEntries(
        names.map((a, i) => [
          a,
          Object.fromEntries(names.map((b, j) => [b, analysis.subscaleCorrelations[i]?.[j]])),
        ]),
      );
    const reply = {
      sampleSize: analysis.n,
      items: analysis.items.map(({ item, subscale: _subscale, n: _n, ...figures }) => ({
        questionNumber: ITEMS[item]!.id,
        category: ITEMS[item]!.category,
        ...figures,
      })),
      correlations: analysis.correlations,
      subscaleCorrelations: matrix(CATEGORIES),
      warnings: [withQuestionNumbers({ code: 'possiblyMiskeyed', items: [10] })],
    };
    expect(itemsAnalyticsSchema.parse(reply)).toEqual(reply);
    expect(reply.warnings).toEqual([{ code: 'possiblyMiskeyed', questionNumbers: [11] }]);
  });

  it('norms', () => {
    const moments = { n: 3, sum: 210, sumOfSquares: 14_750 };
    const reply = {
      source: MCCROSKEY_NORMS_SOURCE,
      scores: compareWithMcCroskeyNorms({
        total: moments,
        groupDiscussion: moments,
        meetings: moments,
        interpersonal: moments,
        publicSpeaking: moments,
      }),
    };
    expect(normsAnalyticsSchema.parse(reply)).toEqual(reply);
  });

  it('refuses a warning about a question that does not exist', () => {
    expect(
      methodWarningSchema.safeParse({ code: 'possiblyMiskeyed', questionNumbers: [25] }).success,
    ).toBe(false);
  });
});
