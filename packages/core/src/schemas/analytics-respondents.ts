import { z } from 'zod';
import type { Translated } from '../messages/locales';
import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  PARTICIPATION_LEVELS,
  type Grade,
  type ImpactLevel,
} from './demographics';

/*
 * Replies of the admin analytics about who answered and what they said in section B
 * (SPEC.md section 3: demographics, Section B and other-causes data). Every percentage is
 * rounded to one decimal, half up, from integer counts; every list names every known value
 * of its enumeration, in the enumeration's order, unless it says otherwise.
 */

/** The survey asks for the grade, not the age; the usual ages of each grade in Vietnam. */
export const GRADE_AGE_RANGES: Readonly<Record<Grade, string>> = {
  grade10: '15-16',
  grade11: '16-17',
  grade12: '17-18',
};

/** How the impact levels fold into the three-way summary of section B. */
export const IMPACT_SUMMARY_GROUPS = {
  high: ['significant_impact', 'severe_impact'],
  moderate: ['moderate_impact'],
  low: ['no_impact', 'mild_impact'],
} as const satisfies Record<string, readonly ImpactLevel[]>;

/** SPEC.md section 9: what the screens show of the lists below. */
export const AWARENESS_IMPACT_ROWS_SHOWN = 10;
export const THEME_EXAMPLE_COUNT = 3;
export const TOP_WORD_COUNT = 20;
export const TOP_PHRASE_COUNT = 20;
/**
 * How many of the newest free texts the other-causes reply lists (the themes, words and phrases
 * count every text of the subset); it keeps the reply small however large the data grows.
 */
export const OTHER_CAUSES_TEXT_LIMIT = 1000;

/** Themes of the free texts of respondents who chose "other" (a bilingual keyword dictionary). */
export const OTHER_CAUSE_THEMES = [
  'fear_of_judgment',
  'shyness',
  'lack_of_practice',
  'school_pressure',
  'family',
  'peers',
  'language',
  'appearance_voice',
  'anxiety_symptoms',
  'technology',
] as const;
export type OtherCauseTheme = (typeof OTHER_CAUSE_THEMES)[number];

export const OTHER_CAUSE_THEME_LABELS: Readonly<Record<OtherCauseTheme, Translated>> = {
  fear_of_judgment: {
    en: 'Fear of mistakes, of being judged or laughed at',
    vi: 'Sợ mắc lỗi, sợ bị đánh giá hoặc chê cười',
  },
  shyness: { en: 'Shyness and low self-confidence', vi: 'Nhút nhát, thiếu tự tin' },
  lack_of_practice: {
    en: 'Lack of practice, experience or skills',
    vi: 'Thiếu luyện tập, kinh nghiệm hoặc kĩ năng',
  },
  school_pressure: { en: 'Teachers, school and exams', vi: 'Thầy cô, nhà trường và thi cử' },
  family: { en: 'Family', vi: 'Gia đình' },
  peers: { en: 'Friends and classmates', vi: 'Bạn bè, bạn cùng lớp' },
  language: {
    en: 'Language, vocabulary and expression',
    vi: 'Ngôn ngữ, vốn từ và cách diễn đạt',
  },
  appearance_voice: { en: 'Appearance and voice', vi: 'Ngoại hình và giọng nói' },
  anxiety_symptoms: {
    en: 'Signs of nervousness (trembling, racing heart, mind going blank)',
    vi: 'Biểu hiện của sự hồi hộp (run, tim đập nhanh, đầu óc trống rỗng)',
  },
  technology: {
    en: 'Phones, games and social media',
    vi: 'Điện thoại, trò chơi điện tử và mạng xã hội',
  },
};

const count = z.number().int().min(0);
/** Of the list's total, in percent, one decimal. */
const percentage = z.number().min(0).max(100);
/** Mean total score (24-120) of the respondents counted, one decimal; null when there are none. */
const averageScore = z.number().nullable();

/** Genders within a group; percentages of the group's count. */
const genderBreakdown = z.array(z.object({ gender: z.enum(GENDERS), count, percentage }));

// GET /api/admin/analytics/demographics

export const demographicsAnalyticsSchema = z.object({
  totalResponses: count,
  /** The "age range" of the screens is the grade; ageRange gives its usual ages. */
  ageGroups: z.array(
    z.object({
      range: z.enum(GRADES),
      ageRange: z.string(),
      count,
      percentage,
      genderBreakdown,
    }),
  ),
  genders: z.array(z.object({ gender: z.enum(GENDERS), count, percentage })),
  educationLevels: z.array(z.object({ level: z.enum(GRADES), count, percentage })),
  participation: z.array(
    z.object({ level: z.enum(PARTICIPATION_LEVELS), count, percentage, genderBreakdown }),
  ),
});

// GET /api/admin/analytics/sectionb

const causeCount = z.object({ cause: z.enum(CAUSES), count, percentage });

export const sectionBAnalyticsSchema = z.object({
  totalResponses: count,
  /** The section's stat cards (SPEC.md section 2); percentages of all responses. */
  summary: z.object({
    familiarCount: count,
    familiarPercentage: percentage,
    /** The most chosen cause (first in core's order on a tie); null when nobody answered. */
    topCause: causeCount.nullable(),
    /** Significant or severe impact. */
    highImpactCount: count,
    highImpactPercentage: percentage,
  }),
  awareness: z.object({
    summary: z.object(
      Object.fromEntries(AWARENESS_LEVELS.map((level) => [level, count])) as Record<
        (typeof AWARENESS_LEVELS)[number],
        typeof count
      >,
    ),
    distribution: z.array(
      z.object({
        level: z.enum(AWARENESS_LEVELS),
        count,
        percentage,
        avgScore: averageScore,
        genderBreakdown,
      }),
    ),
  }),
  causes: z.object({
    /**
     * Causes chosen at least once, most chosen first (core's order on a tie). Causes are
     * multi-select: a respondent counts once for each cause chosen, and the percentage is
     * of all respondents, so the percentages add up to more than 100.
     */
    topCauses: z.array(causeCount),
    /** Every cause in core's order. */
    distribution: z.array(
      causeCount.extend({
        genderBreakdown: z.array(
          z.object({
            gender: z.enum(GENDERS),
            count,
            /** Of the respondents who chose this cause. */
            percentage,
            /** Of all respondents of this gender: how common the cause is among them. */
            percentageOfGender: percentage,
          }),
        ),
      }),
    ),
  }),
  impact: z.object({
    /** Counts: high = significant + severe, moderate, low = no + mild impact. */
    summary: z.object({ high: count, moderate: count, low: count }),
    distribution: z.array(
      z.object({
        level: z.enum(IMPACT_LEVELS),
        count,
        percentage,
        avgScore: averageScore,
        genderBreakdown,
      }),
    ),
  }),
  correlations: z.object({
    /** Every awareness-impact pair that occurs, most frequent first (the screen shows 10). */
    awarenessImpact: z.array(
      z.object({
        awareness: z.enum(AWARENESS_LEVELS),
        impact: z.enum(IMPACT_LEVELS),
        count,
        avgScore: z.number(),
        /** Of all responses. */
        percentage,
        /** Of the responses with this awareness level. */
        percentageOfAwareness: percentage,
      }),
    ),
  }),
});

// GET /api/admin/analytics/other-causes

const demographicShare = z.object({ value: z.string(), count, percentage });

export const otherCausesAnalyticsSchema = z.object({
  /** Responses that chose "other" and wrote something. */
  totalResponses: count,
  /**
   * How many of them the themes, words, phrases and lengths are computed from: all of them
   * (the list below holds the newest, at most OTHER_CAUSES_TEXT_LIMIT).
   */
  analysedResponses: count,
  /** Themes found at least once, most frequent first; a text may have several themes. */
  themes: z.array(
    z.object({
      theme: z.enum(OTHER_CAUSE_THEMES),
      count,
      /** Of the analysed responses. */
      percentage,
      /** The newest texts of the theme, at most THEME_EXAMPLE_COUNT. */
      examples: z.array(z.string()),
    }),
  ),
  /** Analysed responses that matched no theme. */
  unthemedResponses: count,
  /** Occurrences of each word (stop-words left out), most frequent first, TOP_WORD_COUNT at most. */
  wordFrequency: z.array(z.object({ word: z.string(), count })),
  textAnalysis: z.object({
    /** In characters (Unicode code points of the NFC text), one decimal. */
    averageLength: z.number(),
    medianLength: z.number(),
    /** Two- and three-word phrases found in at least two responses; count = responses. */
    commonPhrases: z.array(z.object({ phrase: z.string(), count })),
  }),
  /** Of totalResponses; every grade and gender, in core's order. */
  responsesByDemographics: z.object({
    ageGroup: z.array(demographicShare.extend({ ageRange: z.string() })),
    gender: z.array(demographicShare),
  }),
  /** Newest first; at most OTHER_CAUSES_TEXT_LIMIT. */
  allResponses: z.array(
    z.object({
      id: z.uuid(),
      /** dd/MM/yyyy HH:mm in the analytics time zone. */
      formattedDate: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      gender: z.enum(GENDERS),
      grade: z.enum(GRADES),
      score: z.number().int(),
      text: z.string(),
      length: count,
      awareness: z.enum(AWARENESS_LEVELS),
      impact: z.enum(IMPACT_LEVELS),
    }),
  ),
});

export type DemographicsAnalytics = z.output<typeof demographicsAnalyticsSchema>;
export type SectionBAnalytics = z.output<typeof sectionBAnalyticsSchema>;
export type OtherCausesAnalytics = z.output<typeof otherCausesAnalyticsSchema>;
