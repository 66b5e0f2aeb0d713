import {
  CATEGORIES,
  CAUSES,
  ITEMS,
  MAX_ANSWER,
  MIN_ANSWER,
  QUESTION_KEYS,
  scoreSurvey,
  type AwarenessLevel,
  type Cause,
  type Category,
  type Gender,
  type Grade,
  type ImpactLevel,
  type ParticipationLevel,
} from '@prca/core';
import { MINUTE_MS } from './calendar';
import { otherCauseText } from './other-texts';
import type { Random } from './random';

/** A survey_responses row, keyed by column name (the writer sends rows as JSON). */
export interface ResponseRow {
  id: string;
  created_at: string;
  started_at: string;
  session_id: string;
  grade: Grade;
  gender: Gender;
  participation: ParticipationLevel;
  awareness: AwarenessLevel;
  causes: Cause[];
  causes_other_text: string | null;
  impact_level: ImpactLevel;
  answers: number[];
  total_score: number;
  group_discussion: number;
  meetings: number;
  interpersonal: number;
  public_speaking: number;
  interpretation: string;
  locale: 'vi' | 'en';
  class_id?: string;
  school_id?: string;
  wave_id?: string;
}

/** A survey_sessions row. */
export interface SessionRow {
  id: string;
  started_at: string;
  last_activity_at: string;
  furthest_question: number;
  completed_at: string | null;
  locale: 'vi' | 'en' | null;
  class_id?: string;
  school_id?: string;
  wave_id?: string;
}

/**
 * How each context's items sit on the 1-5 oriented scale for an average student (public
 * speaking frightens most), and how strongly each item follows the latent trait. With the
 * noise below, total alpha lands near .9 and each context's near .75, as published PRCA-24
 * samples report.
 */
const CONTEXT_MEANS: Record<Category, number> = {
  groupDiscussion: 2.75,
  meetings: 2.9,
  interpersonal: 2.6,
  publicSpeaking: 3.35,
};
const LOADINGS = [
  0.62, 0.74, 0.8, 0.66, 0.78, 0.72, 0.7, 0.6, 0.58, 0.76, 0.74, 0.64, 0.5, 0.66, 0.62, 0.7, 0.64,
  0.68, 0.72, 0.8, 0.6, 0.82, 0.7, 0.78,
];
/** Spread of each context's own part of the trait, beside general apprehension. */
const CONTEXT_FACET = 0.55;
const ITEM_NOISE = 0.95;
/** A few respondents tick the same box 24 times; real data has them too. */
const STRAIGHT_LINERS = 0.005;

function clampAnswer(value: number): number {
  return Math.min(MAX_ANSWER, Math.max(MIN_ANSWER, Math.round(value)));
}

/** Raw answers (1 strongly agree … 5 strongly disagree) of someone with apprehension `trait`. */
function answersFor(random: Random, trait: number): number[] {
  if (random.chance(STRAIGHT_LINERS)) {
    const box = random.int(MIN_ANSWER, MAX_ANSWER);
    return ITEMS.map(() => box);
  }
  const facets = Object.fromEntries(
    CATEGORIES.map((category) => [category, trait + CONTEXT_FACET * random.normal()]),
  ) as Record<Category, number>;
  return ITEMS.map((item, index) => {
    const oriented = clampAnswer(
      CONTEXT_MEANS[item.category] +
        (LOADINGS[index] as number) * facets[item.category] +
        ITEM_NOISE * random.normal(),
    );
    // Oriented means "higher is more apprehensive"; a minus item is answered the other way.
    return item.key === 'plus' ? oriented : MIN_ANSWER + MAX_ANSWER - oriented;
  });
}

/** An ordered level from a latent score and ascending cut points. */
function ordinal<T>(levels: readonly T[], cuts: readonly number[], value: number): T {
  let index = 0;
  while (index < cuts.length && value > (cuts[index] as number)) index++;
  return levels[index] as T;
}

function causesFor(random: Random, trait: number, hasOther: boolean): Cause[] {
  const count = random.weighted([
    [1, 0.35],
    [2, 0.4],
    [3, 0.25],
  ]);
  const weights: [Cause, number][] = [
    ['fear_of_judgment', Math.max(0.2, 1.6 + 0.5 * trait)],
    ['self_consciousness', Math.max(0.2, 1.5 + 0.4 * trait)],
    ['academic_pressure', 1.3],
    ['conversation_skills', 1.2],
    ['past_negative_experience', Math.max(0.1, 0.8 + 0.35 * trait)],
    ['not_listened', 0.7],
    ['social_media_influence', 0.7],
    ['family_communication', 0.6],
    ['no_need', Math.max(0.1, 0.5 - 0.25 * trait)],
  ];
  const chosen = new Set<Cause>(hasOther ? ['other'] : []);
  while (chosen.size < count) {
    const cause = random.weighted(weights.filter(([value]) => !chosen.has(value)));
    chosen.add(cause);
  }
  // Stored in the order of the questionnaire, as the form sends them.
  return CAUSES.filter((cause) => chosen.has(cause));
}

/** One completed survey and the session it was completed in, submitted at `submittedAt`. */
export function completedResponse(
  random: Random,
  submittedAt: number,
): { response: ResponseRow; session: SessionRow } {
  const grade = random.weighted<Grade>([
    ['grade10', 0.36],
    ['grade11', 0.33],
    ['grade12', 0.31],
  ]);
  const gender = random.weighted<Gender>([
    ['female', 0.52],
    ['male', 0.465],
    ['other', 0.015],
  ]);
  // Girls report slightly more apprehension and seniors slightly less, as studies find.
  const trait =
    random.normal() + (gender === 'female' ? 0.15 : 0) - (grade === 'grade12' ? 0.1 : 0);
  const participation = ordinal<ParticipationLevel>(
    ['frequently', 'sometimes', 'rarely', 'never'],
    [-0.9, 0.1, 1.1],
    0.7 * trait + 0.75 * random.normal(),
  );
  const awareness = random.weighted<AwarenessLevel>([
    ['familiar', grade === 'grade12' ? 0.42 : 0.32],
    ['heard_but_unsure', 0.41],
    ['unfamiliar', grade === 'grade10' ? 0.3 : 0.22],
  ]);
  const impact = ordinal<ImpactLevel>(
    ['no_impact', 'mild_impact', 'moderate_impact', 'significant_impact', 'severe_impact'],
    [-1.1, -0.2, 0.6, 1.4],
    0.75 * trait + 0.7 * random.normal(),
  );
  const locale = random.chance(0.86) ? 'vi' : 'en';
  const hasOther = random.chance(0.1);
  const causes = causesFor(random, trait, hasOther);
  const answers = answersFor(random, trait);

  // Scores come from core, exactly as the API computes them at submission.
  const score = scoreSurvey(
    Object.fromEntries(QUESTION_KEYS.map((key, index) => [key, answers[index]])),
  );
  const startedAt = submittedAt - random.int(4 * MINUTE_MS, 25 * MINUTE_MS);
  const sessionId = random.uuid();
  const createdAt = new Date(submittedAt).toISOString();
  const startedAtIso = new Date(startedAt).toISOString();
  return {
    response: {
      id: random.uuid(),
      created_at: createdAt,
      started_at: startedAtIso,
      session_id: sessionId,
      grade,
      gender,
      participation,
      awareness,
      causes,
      causes_other_text: hasOther ? otherCauseText(random, locale) : null,
      impact_level: impact,
      answers,
      total_score: score.totalScore,
      group_discussion: score.subscores.groupDiscussion,
      meetings: score.subscores.meetings,
      interpersonal: score.subscores.interpersonal,
      public_speaking: score.subscores.publicSpeaking,
      interpretation: score.interpretation.overall,
      locale,
    },
    session: {
      id: sessionId,
      started_at: startedAtIso,
      last_activity_at: createdAt,
      furthest_question: ITEMS.length,
      completed_at: createdAt,
      locale,
    },
  };
}
