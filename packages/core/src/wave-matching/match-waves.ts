/*
 * Matching the responses of one wave to those of a later wave by their linking codes (issue 32),
 * the way school panel studies match self-generated identification codes: exact matches first,
 * then codes that differ in one element, only when the gender agrees and the candidate is the
 * only one both ways. What is ambiguous is left unmatched and counted, never guessed.
 *
 * Each element of a code is compared as the server keeps it (a keyed hash of one answer), so
 * two codes "differ in one element" when exactly one of their hashes differs. Matching stays
 * within a school, since a student's class may change between waves (10A1 → 11A1). It depends
 * only on the two sets of records, not their order: the same data always gives the same pairs.
 */

/** One response as matching sees it. */
export interface LinkRecord {
  id: string;
  /** Its class's school; responses without a class are matched among themselves. */
  schoolId: string | null;
  gender: string;
  /** The keyed hashes of the linking answers, in the study's order of the questions. */
  code: readonly string[];
  /** The provider account the student signed in with, hashed: the surest link of all. */
  account: string | null;
}

export type MatchQuality = 'exact' | 'oneDifference';

export interface MatchedPair {
  from: string;
  to: string;
  quality: MatchQuality;
}

export interface WaveMatching {
  /** Sorted by the earlier response's id. */
  pairs: MatchedPair[];
  /**
   * Earlier responses left unmatched because more than one response could be theirs (the same
   * code or account twice in a school, or several one-difference candidates); sorted.
   */
  ambiguous: string[];
  counts: MatchCounts;
}

/** `total` = `exact` + `oneDifference`; every earlier response is paired, ambiguous or unmatched. */
export interface MatchCounts {
  total: number;
  exact: number;
  oneDifference: number;
  ambiguous: number;
  unmatchedFrom: number;
  unmatchedTo: number;
}

/**
 * Short keys for the maps matching builds: each school, gender, account and hash is replaced by
 * a number the first time it is seen, so that 200,000 records of 64-character hashes do not
 * become millions of long strings. Numbers joined by separators cannot collide.
 */
class Interner {
  private readonly numbers = new Map<string, number>();
  of(value: string | null): number {
    if (value === null) return -1;
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(value, number);
    }
    return number;
  }
}

/** A record with its parts as numbers (see Interner). */
interface Compact {
  id: string;
  school: number;
  gender: number;
  account: number;
  code: number[];
}

function compact(records: readonly LinkRecord[], interner: Interner): Compact[] {
  return records.map((record) => ({
    id: record.id,
    school: interner.of(record.schoolId),
    gender: interner.of(record.gender),
    account: interner.of(record.account),
    // Codes are compared position by position, so a number shared by two questions' hashes
    // (never the case for keyed hashes) could not pair the wrong answers either.
    code: record.code.map((hash) => interner.of(hash)),
  }));
}

function groupBy<T>(records: readonly T[], key: (record: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const k = key(record);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(record);
    else groups.set(k, [record]);
  }
  return groups;
}

/** What one round of matching decided, and the records it left for the next round. */
interface Round {
  pairs: MatchedPair[];
  ambiguous: Set<string>;
  settled: Set<string>;
}

/**
 * Pairs the records sharing a key one to one; where a key is shared by more than one record on
 * either side, the earlier ones are ambiguous and the later ones taken out of matching.
 */
function matchOneToOne(
  from: readonly Compact[],
  to: readonly Compact[],
  key: (record: Compact) => string | null,
  round: Round,
  quality: MatchQuality,
): void {
  const later = groupBy(to, key);
  for (const [k, earlier] of groupBy(from, key)) {
    const candidates = later.get(k);
    if (!candidates) continue;
    if (earlier.length === 1 && candidates.length === 1) {
      round.pairs.push({ from: earlier[0]!.id, to: candidates[0]!.id, quality });
    } else {
      for (const record of earlier) round.ambiguous.add(record.id);
    }
    for (const record of [...earlier, ...candidates]) round.settled.add(record.id);
  }
}

/** The codes of the same length and school that differ from `code` in position `i` only. */
const neighbourKey = (record: Compact, i: number) =>
  `${record.school}|${record.gender}|${i}|${record.code.filter((_, j) => j !== i).join(',')}`;

/** For each record, the other side's records one element away with the same gender. */
function oneDifferenceCandidates(
  records: readonly Compact[],
  others: readonly Compact[],
): Map<string, Set<string>> {
  const buckets = new Map<string, string[]>();
  for (const other of others) {
    for (let i = 0; i < other.code.length; i++) {
      const k = neighbourKey(other, i);
      const bucket = buckets.get(k);
      if (bucket) bucket.push(other.id);
      else buckets.set(k, [other.id]);
    }
  }
  const candidates = new Map<string, Set<string>>();
  for (const record of records) {
    const found = new Set<string>();
    for (let i = 0; i < record.code.length; i++) {
      for (const id of buckets.get(neighbourKey(record, i)) ?? []) found.add(id);
    }
    candidates.set(record.id, found);
  }
  return candidates;
}

function matchOneDifference(from: readonly Compact[], to: readonly Compact[], round: Round): void {
  const forward = oneDifferenceCandidates(from, to);
  const backward = oneDifferenceCandidates(to, from);
  for (const record of from) {
    const mine = forward.get(record.id)!;
    if (mine.size === 0) continue;
    const [only] = mine;
    if (mine.size === 1 && backward.get(only!)!.size === 1) {
      round.pairs.push({ from: record.id, to: only!, quality: 'oneDifference' });
    } else {
      round.ambiguous.add(record.id);
    }
  }
}

export function matchWaves(
  fromRecords: readonly LinkRecord[],
  toRecords: readonly LinkRecord[],
): WaveMatching {
  const interner = new Interner();
  const from = compact(fromRecords, interner);
  const to = compact(toRecords, interner);
  const round: Round = { pairs: [], ambiguous: new Set(), settled: new Set() };
  const open = (records: readonly Compact[]) =>
    records.filter((record) => !round.settled.has(record.id));

  // A signed-in student's account, then the whole code, then one element off.
  const byAccount = (record: Compact) =>
    record.account === -1 ? null : `${record.school}|${record.account}`;
  matchOneToOne(from, to, byAccount, round, 'exact');
  const byCode = (record: Compact) =>
    record.code.length === 0 ? null : `${record.school}|${record.code.join(',')}`;
  matchOneToOne(open(from), open(to), byCode, round, 'exact');
  matchOneDifference(open(from), open(to), round);

  const pairs = round.pairs.sort((a, b) => (a.from < b.from ? -1 : 1));
  const exact = pairs.filter((pair) => pair.quality === 'exact').length;
  return {
    pairs,
    ambiguous: [...round.ambiguous].sort(),
    counts: {
      total: pairs.length,
      exact,
      oneDifference: pairs.length - exact,
      ambiguous: round.ambiguous.size,
      unmatchedFrom: from.length - pairs.length - round.ambiguous.size,
      unmatchedTo: to.length - pairs.length,
    },
  };
}
