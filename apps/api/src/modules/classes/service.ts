import { isWellFormedClassCode, normaliseClassCode, type PublicClass } from '@prca/core';
import { ApiError } from '../../http/errors';
import type { ClassLookupRepository } from './repository';

/** The class a response is stored under: its copies of school and wave go with it. */
export interface ResponseClass {
  classId: string;
  schoolId: string;
  waveId: string;
}

/**
 * Class codes as respondents type them: `GET /api/classes/{code}` shows what the code opens,
 * and a submission's `classCode` is turned into its class here.
 */
export function createClassLookupService(repository: ClassLookupRepository) {
  /** The class of a typed code; a code with a wrong check symbol never reaches the database. */
  async function find(typed: string) {
    const code = normaliseClassCode(typed);
    if (!isWellFormedClassCode(code)) throw new ApiError(400, 'class.codeInvalid');
    return repository.findByCode(code);
  }

  return {
    async lookup(typed: string): Promise<PublicClass> {
      const found = await find(typed);
      if (!found) throw new ApiError(404, 'class.notFound');
      const { code, schoolName, className, grade, waveName, open } = found;
      return { code, schoolName, className, grade: grade as PublicClass['grade'], waveName, open };
    },

    /** The class a new response goes to; a closed class takes none (409). */
    async forSubmission(typed: string): Promise<ResponseClass> {
      const found = await find(typed);
      if (!found) throw new ApiError(400, 'class.notFound');
      if (!found.open) throw new ApiError(409, 'class.closed');
      return { classId: found.id, schoolId: found.schoolId, waveId: found.waveId };
    },
  };
}

export type ClassLookupService = ReturnType<typeof createClassLookupService>;
