import { isWellFormedClassCode, normaliseClassCode, type PublicClass } from '@prca/core';
import { ApiError } from '../../http/errors';
import type { SettingsRepository } from '../settings/repository';
import type { ClassLookupRepository } from './repository';

/** The class a response is stored under: its copies of school and wave go with it. */
export interface ResponseClass {
  classId: string;
  schoolId: string;
  waveId: string;
}

/** The class a code names, and when it closed (null while it is open). */
export interface CodedClass {
  studyClass: ResponseClass;
  closedAt: Date | null;
}

/**
 * Class codes as respondents type them: `GET /api/classes/{code}` shows what the code opens,
 * and a survey's or a response's `classCode` is turned into its class here.
 */
export function createClassLookupService(
  repository: ClassLookupRepository,
  settings: Pick<SettingsRepository, 'get'>,
) {
  /** The class of a typed code; a code with a wrong check symbol never reaches the database. */
  async function find(typed: string) {
    const code = normaliseClassCode(typed);
    if (!isWellFormedClassCode(code)) throw new ApiError(400, 'class.codeInvalid');
    return repository.findByCode(code);
  }

  /** The class of a code; an unknown code is the student's to correct (400), never ignored. */
  async function classOfCode(typed: string): Promise<CodedClass> {
    const found = await find(typed);
    if (!found) throw new ApiError(400, 'class.notFound');
    return {
      studyClass: { classId: found.id, schoolId: found.schoolId, waveId: found.waveId },
      // Every closed class has its time (migration 0013 gave the older ones their creation).
      closedAt: found.open ? null : (found.closedAt ?? new Date(0)),
    };
  }

  /**
   * Whether a survey must name its class (issue 27): the setting, and where it is unset, as
   * soon as the study has a class; `false` keeps the survey open to anyone.
   */
  async function codeRequired(setting?: boolean | null): Promise<boolean> {
    const value = setting === undefined ? await settings.get('classCodeRequired') : setting;
    return value ?? (await repository.studyHasClass());
  }

  return {
    codeRequired,
    classOfCode,

    async lookup(typed: string): Promise<PublicClass> {
      const found = await find(typed);
      if (!found) throw new ApiError(404, 'class.notFound');
      const { code, schoolName, className, grade, waveName, open } = found;
      return { code, schoolName, className, grade: grade as PublicClass['grade'], waveName, open };
    },

    /**
     * The class a survey or its response goes to: the code's, or none where no code is
     * required. Whether a closed class still takes it is the caller's rule.
     */
    async forResponse(typed: string | undefined): Promise<CodedClass | null> {
      if (typed !== undefined) return classOfCode(typed);
      if (await codeRequired()) throw new ApiError(400, 'class.codeRequired');
      return null;
    },
  };
}

export type ClassLookupService = ReturnType<typeof createClassLookupService>;
