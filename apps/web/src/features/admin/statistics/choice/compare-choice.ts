import {
  COMPARE_GROUPINGS,
  DEFAULT_MIN_GROUP_SIZE,
  MIN_TESTABLE_GROUP_SIZE,
  PRCA24_SCORES,
  isGroupOf,
  type CompareGrouping,
  type Prca24Score,
} from '@prca/core';

/** What the researcher compares, as the address holds it beside the filters. */
export interface CompareChoice {
  by: CompareGrouping;
  score: Prca24Score;
  /** The groups chosen, in the order of the offered list; null while every group is. */
  groups: string[] | null;
  /** The fewest responses a group needs to enter the tests. */
  minGroupSize: number;
}

export const DEFAULT_COMPARE_CHOICE: CompareChoice = {
  by: 'grade',
  score: 'total',
  groups: null,
  minGroupSize: DEFAULT_MIN_GROUP_SIZE,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((each) => each === value);
}

/** `groups=a,b` as a list; `groups=` is a choice of none (the page asks for two). */
function groupsOf(by: CompareGrouping, value: string | null): string[] | null {
  if (value === null) return null;
  const groups = value.split(',').filter((group) => isGroupOf(by, group));
  return [...new Set(groups)];
}

function minGroupSizeOf(value: string | null): number {
  const size = Number(value);
  return value && Number.isSafeInteger(size) && size >= MIN_TESTABLE_GROUP_SIZE
    ? size
    : DEFAULT_MIN_GROUP_SIZE;
}

/**
 * The comparison an address asks for. Each parameter is read on its own, as the filters are:
 * a malformed one (a hand-edited or old link) falls back to its default, and a group that the
 * grouping cannot have is left out.
 */
export function compareChoiceFromParams(params: URLSearchParams): CompareChoice {
  const by = oneOf(COMPARE_GROUPINGS, params.get('by')) ?? DEFAULT_COMPARE_CHOICE.by;
  return {
    by,
    score: oneOf(PRCA24_SCORES, params.get('score')) ?? DEFAULT_COMPARE_CHOICE.score,
    groups: groupsOf(by, params.get('groups')),
    minGroupSize: minGroupSizeOf(params.get('minGroupSize')),
  };
}

/** The choice as query parameters, each left out while it is the default. */
export function compareChoiceToQuery(choice: CompareChoice): Record<string, string> {
  const query: Record<string, string> = {};
  if (choice.by !== DEFAULT_COMPARE_CHOICE.by) query.by = choice.by;
  if (choice.score !== DEFAULT_COMPARE_CHOICE.score) query.score = choice.score;
  if (choice.groups) query.groups = choice.groups.join(',');
  if (choice.minGroupSize !== DEFAULT_MIN_GROUP_SIZE) {
    query.minGroupSize = String(choice.minGroupSize);
  }
  return query;
}

const CHOICE_PARAMETERS = ['by', 'score', 'groups', 'minGroupSize'] as const;

/** `params` with its comparison replaced by `choice`; the filters and the tab are kept. */
export function withCompareChoice(params: URLSearchParams, choice: CompareChoice) {
  const next = new URLSearchParams(params);
  for (const key of CHOICE_PARAMETERS) next.delete(key);
  for (const [key, value] of Object.entries(compareChoiceToQuery(choice))) next.set(key, value);
  return next;
}
