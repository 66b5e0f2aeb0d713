import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { SURVEY_RESPONSE_TRIGGERS } from '../db/schema/survey-responses';
import { KEPT_FIGURES } from './registry';

/*
 * The trigger list is checked against the database (db/schema/survey-responses.test.ts: the
 * triggers, and the pending table each one's function writes); this checks the registry
 * against the list, so a trigger that feeds a pending table cannot exist without a kept figure
 * that folds what it writes.
 */
describe('the registry of kept figures', () => {
  const registered = KEPT_FIGURES.flatMap((figure) =>
    figure.triggers.map((trigger) => ({ trigger, figure })),
  );

  it('gives every trigger that feeds a pending table to exactly one kept figure', () => {
    for (const { name, pendingTable } of SURVEY_RESPONSE_TRIGGERS) {
      if (!pendingTable) continue;
      const owners = registered.filter(({ trigger }) => trigger === name);
      expect(
        owners.map(({ figure }) => figure.name),
        name,
      ).toHaveLength(1);
      expect(owners[0]!.figure.pendingTables as readonly string[], name).toContain(pendingTable);
    }
  });

  it('names only triggers that exist and feed one of its pending tables', () => {
    const byName = new Map(SURVEY_RESPONSE_TRIGGERS.map((trigger) => [trigger.name, trigger]));
    for (const { trigger, figure } of registered) {
      const pendingTable = byName.get(trigger)?.pendingTable;
      expect(pendingTable, trigger).toBeTruthy();
      expect(figure.pendingTables as readonly string[], trigger).toContain(pendingTable);
    }
  });

  it('has each pending table written by its figure’s triggers', () => {
    for (const figure of KEPT_FIGURES) {
      const written = SURVEY_RESPONSE_TRIGGERS.filter((trigger) =>
        (figure.triggers as readonly string[]).includes(trigger.name),
      ).map((trigger) => trigger.pendingTable);
      expect(new Set(written), figure.name).toEqual(new Set(figure.pendingTables));
    }
  });

  it('gives each kept figure its own name, pending tables and fold lock', () => {
    const distinct = (values: readonly unknown[]) =>
      expect(new Set(values).size).toBe(values.length);
    distinct(KEPT_FIGURES.map((figure) => figure.name));
    distinct(KEPT_FIGURES.flatMap((figure) => figure.pendingTables));
    distinct(KEPT_FIGURES.flatMap((figure) => figure.keptTables));
    distinct(KEPT_FIGURES.map((figure) => figure.lock));
    for (const figure of KEPT_FIGURES) expect(ADVISORY_LOCKS).toHaveProperty(figure.lock);
  });
});
