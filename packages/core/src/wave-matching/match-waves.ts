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
  /**
   * The keyed hashes of the linking answers, in the study's order of the questions: without
   * commas or bars (hexadecimal), which separate them in the keys matching builds.
   */
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
 * Short keys for the maps matching builds: each school, gender and account is replaced by a
 * number the first time it is seen. The hashes are not: in a large study nearly every one is
 * distinct, and a map of millions of them took a third of the time of matching 676,000
 * responses, more than the long keys it saved. Numbers and hexadecimal hashes joined by
 * separators cannot collide.
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

/**
 * A record with its school, gender and account as numbers (see Interner), and whether a round
 * has decided it.
 */
interface Compact {
  id: string;
  school: number;
  gender: number;
  account: number;
  code: readonly string[];
  settled: boolean;
}

function compact(records: readonly LinkRecord[], interner: Interner): Compact[] {
  return records.map((record) => ({
    id: record.id,
    school: interner.of(record.schoolId),
    gender: interner.of(record.gender),
    account: interner.of(record.account),
    code: record.code,
    settled: false,
  }));
}

/** What the rounds of matching decided. */
interface Round {
  pairs: MatchedPair[];
  ambiguous: string[];
}

/** The records of both waves that share a key. */
interface Shared {
  from: Compact[];
  to: Compact[];
}

/** Each key's records of both waves; a record of no key (null) is left out. */
function groupBoth(
  from: readonly Compact[],
  to: readonly Compact[],
  key: (record: Compact) => string | null,
): Map<string, Shared> {
  const groups = new Map<string, Shared>();
  const add = (record: Compact, side: keyof Shared) => {
    const k = key(record);
    if (k === null) return;
    let group = groups.get(k);
    if (!group) groups.set(k, (group = { from: [], to: [] }));
    group[side].push(record);
  };
  for (const record of from) if (!record.settled) add(record, 'from');
  for (const record of to) if (!record.settled) add(record, 'to');
  return groups;
}

/**
 * Pairs the open records sharing a key one to one; where a key is shared by more than one
 * record on either side, the earlier ones are ambiguous and the later ones taken out of
 * matching.
 */
function matchOneToOne(
  from: readonly Compact[],
  to: readonly Compact[],
  key: (record: Compact) => string | null,
  round: Round,
  quality: MatchQuality,
): void {
  for (const { from: earlier, to: later } of groupBoth(from, to, key).values()) {
    if (earlier.length === 0 || later.length === 0) continue;
    if (earlier.length === 1 && later.length === 1) {
      round.pairs.push({ from: earlier[0]!.id, to: later[0]!.id, quality });
    } else {
      for (const record of earlier) round.ambiguous.push(record.id);
    }
    for (const record of earlier) record.settled = true;
    for (const record of later) record.settled = true;
  }
}

/** The key shared by the codes of the same school and gender that differ in position `i` only. */
function neighbourKey(record: Compact, i: number): string {
  let key = `${record.school}|${record.gender}|${i}|`;
  for (let j = 0; j < record.code.length; j++) if (j !== i) key += `${record.code[j]},`;
  return key;
}

const neighbourKeys = (record: Compact) => record.code.map((_, i) => neighbourKey(record, i));

/**
 * Pairs each open earlier record with the only later one a single element away, when that
 * later record has no other earlier one either; an earlier record with candidates but no such
 * pair is ambiguous.
 */
function matchOneDifference(from: readonly Compact[], to: readonly Compact[], round: Round): void {
  const keys = new Map<Compact, string[]>();
  const buckets = new Map<string, Shared>();
  const add = (record: Compact, side: keyof Shared) => {
    const own = neighbourKeys(record);
    keys.set(record, own);
    for (const k of own) {
      let bucket = buckets.get(k);
      if (!bucket) buckets.set(k, (bucket = { from: [], to: [] }));
      bucket[side].push(record);
    }
  };
  const open = (records: readonly Compact[]) => records.filter((record) => !record.settled);
  const earlier = open(from);
  for (const record of earlier) add(record, 'from');
  for (const record of open(to)) add(record, 'to');
  /** The records of the other wave one element away from `record`. */
  const candidates = (record: Compact, side: keyof Shared) => {
    const found = new Set<Compact>();
    for (const k of keys.get(record)!) for (const other of buckets.get(k)![side]) found.add(other);
    return found;
  };
  for (const record of earlier) {
    const mine = candidates(record, 'to');
    if (mine.size === 0) continue;
    const [only] = mine;
    if (mine.size === 1 && candidates(only!, 'from').size === 1) {
      round.pairs.push({ from: record.id, to: only!.id, quality: 'oneDifference' });
    } else {
      round.ambiguous.push(record.id);
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
  const round: Round = { pairs: [], ambiguous: [] };

  // A signed-in student's account, then the whole code, then one element off.
  const byAccount = (record: Compact) =>
    record.account === -1 ? null : `${record.school}|${record.account}`;
  matchOneToOne(from, to, byAccount, round, 'exact');
  const byCode = (record: Compact) =>
    record.code.length === 0 ? null : `${record.school}|${record.code.join(',')}`;
  matchOneToOne(from, to, byCode, round, 'exact');
  matchOneDifference(from, to, round);

  const pairs = round.pairs.sort((a, b) => (a.from < b.from ? -1 : 1));
  const exact = pairs.filter((pair) => pair.quality === 'exact').length;
  const ambiguous = round.ambiguous.sort();
  return {
    pairs,
    ambiguous,
    counts: {
      total: pairs.length,
      exact,
      oneDifference: pairs.length - exact,
      ambiguous: ambiguous.length,
      unmatchedFrom: from.length - pairs.length - ambiguous.length,
      unmatchedTo: to.length - pairs.length,
    },
  };
}
