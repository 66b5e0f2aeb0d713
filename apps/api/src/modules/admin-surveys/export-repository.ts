import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { schools, surveyResponses, waves } from '../../db/schema';
import { readConsentVersions } from '../research-context/consent-versions';
import { readStudyClasses, type StudyClassRecord } from '../research-context/study-classes';
import { readStudyParentalConsent } from '../research-context/study-settings';
import { readSettings } from '../settings/repository';
import { responseCondition, type ResponseFilters } from './filters';
import { distinctLabels } from './package/distinct-labels';
import type { StudyCodes } from './package/variables';

/** How many matching responses a class holds under one consent version (null: none recorded). */
export interface ConsentUse {
  classId: string | null;
  consentVersion: number | null;
  responses: number;
}

/**
 * What the exports and the analysis package read besides the responses (issue 27): the study's
 * classes with their labels, the consent versions and the parents' consent settings.
 */
export function createExportReads(db: Database, timeZone: string) {
  return {
    studyClasses: () => readStudyClasses(db),

    studyParentalConsent: () => readStudyParentalConsent(db),

    /** The data-quality thresholds in force, read now. */
    qualityThresholds: async () => (await readSettings(db)).qualityThresholds,

    consentVersions: (versions: readonly number[]) => readConsentVersions(db, versions),

    /** The matching responses counted by class and consent version, in one statement. */
    async consentUse(filters: ResponseFilters): Promise<ConsentUse[]> {
      return db
        .select({
          classId: surveyResponses.classId,
          consentVersion: surveyResponses.consentVersion,
          responses: count(),
        })
        .from(surveyResponses)
        .where(responseCondition(filters, timeZone))
        .groupBy(surveyResponses.classId, surveyResponses.consentVersion);
    },

    /**
     * Every school, class (of `classes`, the study's, read by studyClasses) and wave, each with
     * its stored package code and a label no other shares, in code order: the package's numeric
     * codes and value labels. The codes are the rows' own (issue 29), so a school added later
     * changes no earlier code.
     */
    async studyCodes(classes: readonly StudyClassRecord[]): Promise<StudyCodes> {
      const named = async (table: typeof schools | typeof waves) =>
        distinctLabels(
          await db
            .select({ id: table.id, code: table.packageCode, name: table.name })
            .from(table)
            .orderBy(asc(table.packageCode)),
        );
      return {
        schools: await named(schools),
        classes: classes
          .map(({ id, packageCode, label }) => ({ id, code: packageCode, label }))
          .sort((a, b) => a.code - b.code),
        waves: await named(waves),
      };
    },
  };
}

export type ExportReads = ReturnType<typeof createExportReads>;
