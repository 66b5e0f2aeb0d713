/**
 * The value at a dotted key of a catalogue ("howItWorks.steps.0.title"), or undefined where
 * a part of the path is missing: how the tests read the locale files as i18next would.
 */
export function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}
