import type { Locale, Translated } from '@prca/core';

/**
 * Labels that no two entries share, in the order given (the package gives code order): the name
 * where it is unique, else the name numbered in the order given ("THPT Nguyễn Du #2" has the
 * higher code). Two schools or waves may bear one name; R's factor() would merge them into one
 * level, and SPSS would show two codes as one.
 */
export function distinctLabels<Entry extends { id: string; name: string }>(
  entries: readonly Entry[],
): (Omit<Entry, 'name'> & { label: string })[] {
  const seen = new Map<string, number>();
  const taken = new Set(entries.map((entry) => entry.name));
  return entries.map(({ name, ...rest }) => {
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    if (index === 0) return { ...rest, label: name };
    let number = index + 1;
    while (taken.has(`${name} #${number}`)) number += 1;
    taken.add(`${name} #${number}`);
    return { ...rest, label: `${name} #${number}` };
  });
}

/** A label as SPSS and R carry it: one line. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * The codes' value labels in `locale`, one line each and never two alike: a label another code
 * shares is followed by its code ("10A1 [3]"). R's factor() silently merges codes whose labels
 * are equal, so the R script must never be given two; the study's labels are already distinct,
 * and this keeps the promise whatever a label turns into in one language.
 */
export function codeLabels(
  codes: readonly { code: number; label: Translated }[],
  locale: Locale,
): string[] {
  const plain = codes.map((code) => oneLine(code.label[locale]));
  const allDistinct = (labels: string[]) => new Set(labels).size === labels.length;
  if (allDistinct(plain)) return plain;
  const repeated = plain.filter((label, index) => plain.indexOf(label) !== index);
  const marked = plain.map((label, index) =>
    repeated.includes(label) ? `${label} [${codes[index]!.code}]` : label,
  );
  return allDistinct(marked)
    ? marked
    : plain.map((label, index) => `${label} [${codes[index]!.code}]`);
}
