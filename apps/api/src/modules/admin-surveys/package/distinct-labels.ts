import type { Locale, Translated } from '@prca/core';

/**
 * Labels that no two entries share, in label order (then id): the name where it is unique, else
 * the name numbered in the order given, oldest first ("THPT Nguyễn Du #2" was made second). Two
 * schools or waves may bear one name; R's factor() would merge them into one level, and SPSS
 * would show two codes as one.
 */
export function distinctLabels(
  entries: readonly { id: string; name: string }[],
): { id: string; label: string }[] {
  const byName = new Map<string, { id: string; name: string }[]>();
  for (const entry of entries) byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
  const taken = new Set(entries.map((entry) => entry.name));
  const labelled = [...byName.values()].flatMap((namesakes) =>
    namesakes.map((entry, index) => {
      if (index === 0) return { id: entry.id, label: entry.name };
      let number = index + 1;
      while (taken.has(`${entry.name} #${number}`)) number += 1;
      taken.add(`${entry.name} #${number}`);
      return { id: entry.id, label: `${entry.name} #${number}` };
    }),
  );
  return labelled.sort((a, b) =>
    a.label < b.label ? -1 : a.label > b.label ? 1 : a.id < b.id ? -1 : 1,
  );
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
