// Numeric: 10A2 before 10A10, "Đợt 2" before "Đợt 10"; Vietnamese letters in their order. A
// database's text order puts 10A10 first, so lists are put in this order in code, not in SQL.
const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

/** Two names (of classes, schools, waves) in the order a reader expects. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Classes by school, wave, then name, each compared as compareNames does. */
export function compareClassPlaces(
  a: { schoolName: string; waveName: string; name: string },
  b: { schoolName: string; waveName: string; name: string },
): number {
  return (
    compareNames(a.schoolName, b.schoolName) ||
    compareNames(a.waveName, b.waveName) ||
    compareNames(a.name, b.name)
  );
}
