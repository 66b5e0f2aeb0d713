import type { AdvisoryLockName } from '../db/advisory-locks';
import type { Database } from '../db/client';
import type { SURVEY_RESPONSE_TRIGGERS } from '../db/schema/survey-responses';
import { foldOtherCauseTexts } from './other-cause-texts/texts';
import { foldPendingReliability } from './reliability-sums/cells';
import { foldPendingResponseCells } from './response-cells/cells';

type SurveyResponseTrigger = (typeof SURVEY_RESPONSE_TRIGGERS)[number];
type PendingTable = NonNullable<SurveyResponseTrigger['pendingTable']>;

/**
 * How a read of every response meets the rows still pending (README.md, "Read policies"). A
 * read with any filter beyond the default scans its subset instead, whatever the policy.
 */
export type ReadPolicy =
  /** The read folds, then reads the kept tables. */
  | 'fold first'
  /**
   * One statement adds the pending rows to the kept ones, exact in its snapshot without a fold;
   * the read folds first only when the backlog is large enough to slow that statement.
   */
  | 'kept plus pending in one statement';

export interface KeptFigure {
  name: string;
  /** Where its triggers append each change to a response, weighted +1 or −1. */
  pendingTables: readonly PendingTable[];
  /** What its fold adds the pending rows into, and its unfiltered reads read. */
  keptTables: readonly string[];
  /** Its triggers on survey_responses: together they write every one of its pending tables. */
  triggers: readonly SurveyResponseTrigger['name'][];
  /** Moves its pending rows into the kept tables; returns how many rows (or texts) it did. */
  fold: (db: Database) => Promise<number>;
  /**
   * The fold job's log lines: `done` with the fold's number as `count` when it did any work,
   * `failed` when it threw (operators and two-instances.test.ts look for these words).
   */
  log: { done: string; count: string; failed: string };
  /** The advisory lock its fold holds, so that no two folds add the same rows twice. */
  lock: AdvisoryLockName;
  readPolicy: ReadPolicy;
  /**
   * Whether it keeps what a respondent wrote: a deletion folds it at once, so that the words
   * leave with the response rather than at the next hourly fold.
   */
  foldAfterDelete: boolean;
}

/** Every kept figure: the hourly fold job folds each, and registry.test.ts checks the list. */
export const KEPT_FIGURES = [
  {
    name: 'reliability-sums',
    pendingTables: ['reliability_pending'],
    keptTables: ['reliability_cells'],
    triggers: [
      'survey_responses_reliability_insert',
      'survey_responses_reliability_delete',
      'survey_responses_reliability_update',
      'survey_responses_reliability_truncate',
    ],
    fold: foldPendingReliability,
    log: {
      done: 'folded responses into the reliability sums',
      count: 'folded',
      failed: 'folding the reliability sums failed',
    },
    lock: 'reliabilityFold',
    readPolicy: 'fold first',
    foldAfterDelete: false,
  },
  {
    name: 'other-cause-texts',
    pendingTables: ['other_cause_pending'],
    keptTables: ['other_cause_texts', 'other_cause_cells'],
    triggers: [
      'survey_responses_other_cause_insert',
      'survey_responses_other_cause_delete',
      'survey_responses_other_cause_update',
      'survey_responses_other_cause_truncate',
    ],
    fold: foldOtherCauseTexts,
    log: {
      done: 'analysed new texts of the other causes',
      count: 'analysed',
      failed: 'folding the other causes failed',
    },
    lock: 'otherCauseTextsFold',
    // The fold analyses new texts in Node, which no statement can; the read's statements then
    // still add what arrived since, so they stay exact in their snapshot.
    readPolicy: 'fold first',
    foldAfterDelete: true,
  },
  {
    name: 'response-cells',
    pendingTables: ['response_cells_pending'],
    keptTables: ['score_cells', 'section_b_cells', 'cause_cells', 'response_slots'],
    triggers: [
      'survey_responses_cells_insert',
      'survey_responses_cells_delete',
      'survey_responses_cells_update',
      'survey_responses_cells_truncate',
    ],
    fold: foldPendingResponseCells,
    log: {
      done: 'folded responses into the kept response cells',
      count: 'folded',
      failed: 'folding the kept response cells failed',
    },
    lock: 'responseCellsFold',
    readPolicy: 'kept plus pending in one statement',
    foldAfterDelete: false,
  },
] as const satisfies readonly KeptFigure[];

export type KeptFigureName = (typeof KEPT_FIGURES)[number]['name'];
