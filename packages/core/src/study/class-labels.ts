/** A class as it is named for choosing or analysis: its own name, its school's and its wave's. */
export interface NamedClass {
  id: string;
  name: string;
  schoolName: string;
  waveName: string;
}

type Qualifier = 'schoolName' | 'waveName';

// Fewest words first: the school alone tells most same-named classes apart (two schools' 10A1).
const QUALIFIER_SETS: readonly (readonly Qualifier[])[] = [
  ['schoolName'],
  ['waveName'],
  ['schoolName', 'waveName'],
];

function labelOf(named: NamedClass, qualifiers: readonly Qualifier[]): string {
  if (qualifiers.length === 0) return named.name;
  return `${named.name} (${qualifiers.map((qualifier) => named[qualifier]).join(', ')})`;
}

/**
 * A label per class that no other class of `classes` shares (issue 27): the name alone where it
 * is unique; otherwise with its school, its wave or both, whichever tells its namesakes apart.
 * The same class in two waves, or two schools' "10A1", can then never be mistaken for one
 * another in a filter list, a report or the analysis package (whose R script would merge two
 * equal labels into one factor level). Classes equal in all three names, which the study screen
 * does not allow, are numbered so that even they stay apart.
 */
export function unambiguousClassLabels(classes: readonly NamedClass[]): Map<string, string> {
  const byName = new Map<string, NamedClass[]>();
  for (const named of classes) byName.set(named.name, [...(byName.get(named.name) ?? []), named]);
  const labels = new Map<string, string>();
  for (const namesakes of byName.values()) {
    const qualifiers =
      namesakes.length === 1
        ? []
        : (QUALIFIER_SETS.find(
            (set) =>
              new Set(namesakes.map((named) => labelOf(named, set))).size === namesakes.length,
          ) ?? QUALIFIER_SETS.at(-1)!);
    const seen = new Map<string, number>();
    for (const named of namesakes) {
      const label = labelOf(named, qualifiers);
      const count = (seen.get(label) ?? 0) + 1;
      seen.set(label, count);
      labels.set(named.id, count === 1 ? label : `${label} #${count}`);
    }
  }
  return labels;
}
