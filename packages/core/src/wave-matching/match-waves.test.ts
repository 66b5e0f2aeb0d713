import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWaves, type LinkRecord } from './match-waves';

/** Four elements as the linking questions give them: letter, day, letter, month. */
const DOMAINS = [29, 31, 29, 12] as const;

const record = (
  id: string,
  code: readonly (number | string)[],
  extra: Partial<LinkRecord> = {},
): LinkRecord => ({
  id,
  schoolId: 'school-1',
  gender: 'female',
  code: code.map((element, i) => `h${i}:${element}`),
  account: null,
  ...extra,
});

describe('matchWaves', () => {
  it('pairs equal codes, then codes one element apart with the same gender, and counts the rest', () => {
    const from = [
      record('a1', [1, 2, 3, 4]),
      record('a2', [5, 6, 7, 8]),
      record('a3', [9, 10, 11, 12]),
      record('a4', [13, 14, 15, 1], { gender: 'male' }),
      record('a5', [20, 20, 20, 2]),
    ];
    const to = [
      record('b1', [1, 2, 3, 4]),
      // One day wrong.
      record('b2', [5, 7, 7, 8]),
      // One element off but another gender: not a match.
      record('b4', [13, 14, 16, 1], { gender: 'female' }),
      record('b9', [28, 28, 28, 3]),
    ];
    expect(matchWaves(from, to)).toEqual({
      pairs: [
        { from: 'a1', to: 'b1', quality: 'exact' },
        { from: 'a2', to: 'b2', quality: 'oneDifference' },
      ],
      ambiguous: [],
      counts: {
        total: 2,
        exact: 1,
        oneDifference: 1,
        ambiguous: 0,
        unmatchedFrom: 3,
        unmatchedTo: 2,
      },
    });
  });

  it('leaves twins with one code unmatched and counts them as ambiguous', () => {
    const from = [
      record('t1', [1, 1, 1, 1]),
      record('t2', [1, 1, 1, 1]),
      record('x', [2, 2, 2, 2]),
    ];
    const to = [record('u1', [1, 1, 1, 1]), record('y', [2, 2, 2, 3]), record('z', [2, 2, 3, 2])];
    const matched = matchWaves(from, to);
    expect(matched.pairs).toEqual([]);
    // x has two one-difference candidates: guessing would be wrong half the time.
    expect(matched.ambiguous).toEqual(['t1', 't2', 'x']);
    expect(matched.counts).toMatchObject({ ambiguous: 3, unmatchedFrom: 0, unmatchedTo: 3 });
  });

  it('does not pair a one-difference candidate that another earlier response also claims', () => {
    const from = [record('p', [1, 2, 3, 4]), record('q', [1, 2, 3, 5])];
    const to = [record('r', [1, 2, 3, 6])];
    const matched = matchWaves(from, to);
    expect(matched.pairs).toEqual([]);
    expect(matched.ambiguous).toEqual(['p', 'q']);
  });

  it('links a signed-in student by the account first, and never across schools', () => {
    const from = [
      record('acc', [1, 2, 3, 4], { account: 'k1' }),
      record('other-school', [7, 7, 7, 7], { schoolId: 'school-1' }),
    ];
    const to = [
      // A different code (answered differently), the same account.
      record('acc-later', [9, 9, 9, 9], { account: 'k1' }),
      record('moved', [7, 7, 7, 7], { schoolId: 'school-2' }),
    ];
    expect(matchWaves(from, to).pairs).toEqual([
      { from: 'acc', to: 'acc-later', quality: 'exact' },
    ]);
  });

  // Realistic domains, and tiny ones where codes collide all the time.
  it.each([
    ["the linking questions' domains", DOMAINS],
    ['domains of three answers', [3, 3, 3, 3]],
  ] as const)(
    'recovers the planted pairs of generated waves with %s, whatever their order',
    (_, domains) => {
      // Students with codes drawn at random; some answer again exactly, some with one element
      // wrong, some not at all; newcomers answer only the later wave.
      const student = fc.record({
        code: fc.tuple(...domains.map((size) => fc.integer({ min: 1, max: size }))),
        gender: fc.constantFrom('male', 'female'),
        school: fc.constantFrom('s1', 's2'),
        later: fc.constantFrom('exact', 'oneWrong', 'absent'),
        wrongAt: fc.integer({ min: 0, max: domains.length - 1 }),
      });
      fc.assert(
        fc.property(
          fc.array(student, { maxLength: 60 }),
          fc.array(student, { maxLength: 10 }),
          fc.integer(),
          (students, newcomers, seed) => {
            const from = students.map((s, i) =>
              record(`f${i}`, s.code, { gender: s.gender, schoolId: s.school }),
            );
            const to: LinkRecord[] = [];
            students.forEach((s, i) => {
              if (s.later === 'absent') return;
              const code = [...s.code];
              if (s.later === 'oneWrong') code[s.wrongAt] = 100 + i;
              to.push(record(`t${i}`, code, { gender: s.gender, schoolId: s.school }));
            });
            newcomers.forEach((s, i) =>
              to.push(record(`n${i}`, s.code, { gender: s.gender, schoolId: s.school })),
            );
            const matched = matchWaves(from, to);

            // Codes agree, or differ in one element with the same gender, in one school: the
            // only pairs made. A pair other than a planted one is a true coincidence of codes.
            const sameCode = (a: LinkRecord, b: LinkRecord) =>
              a.schoolId === b.schoolId && a.code.every((element, j) => element === b.code[j]);
            const oneApart = (a: LinkRecord, b: LinkRecord) =>
              a.schoolId === b.schoolId &&
              a.gender === b.gender &&
              a.code.filter((element, j) => element !== b.code[j]).length === 1;
            const byId = new Map([...from, ...to].map((r) => [r.id, r] as const));
            for (const pair of matched.pairs) {
              const [a, b] = [byId.get(pair.from)!, byId.get(pair.to)!];
              expect(pair.quality === 'exact' ? sameCode(a, b) : oneApart(a, b)).toBe(true);
            }
            // Every planted pair is found unless another code within its school could be theirs.
            const found = new Set(matched.pairs.map((pair) => pair.from));
            for (const [i, s] of students.entries()) {
              if (s.later === 'absent') continue;
              const mine = from[i]!;
              const crowded =
                from.some(
                  (other) => other !== mine && (sameCode(other, mine) || oneApart(other, mine)),
                ) ||
                to.some(
                  (other) =>
                    other.id !== `t${i}` && (sameCode(other, mine) || oneApart(other, mine)),
                );
              if (!crowded) expect(found.has(mine.id), `${mine.id} is found`).toBe(true);
            }
            const { counts } = matched;
            expect(counts.total + counts.ambiguous + counts.unmatchedFrom).toBe(from.length);
            expect(counts.total + counts.unmatchedTo).toBe(to.length);

            // The same data in another order gives the same result.
            const shuffled = (records: LinkRecord[]) =>
              [...records].sort(
                (a, b) => ((a.id.charCodeAt(1) * seed) % 7) - ((b.id.charCodeAt(1) * seed) % 7),
              );
            expect(matchWaves(shuffled(from).reverse(), shuffled(to))).toEqual(matched);
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
