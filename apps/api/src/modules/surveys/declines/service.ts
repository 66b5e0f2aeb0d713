import type { ConsentDecline } from '@prca/core';
import { ApiError } from '../../../http/errors';
import type { ClassLookupService } from '../../classes/service';
import type { ConsentVersions } from '../../settings/consent-versions';
import type { DeclineRepository } from './repository';

/**
 * Students who chose "I do not want to take part" (issue 27): counted, per class where they
 * came with a code, apart from the responses. A code is checked as a submission's is, so a
 * mistyped one is the student's to correct, never a decline counted for no class.
 */
export function createDeclineService(
  repository: DeclineRepository,
  classLookup: Pick<ClassLookupService, 'classOfCode'>,
  consentVersions: Pick<ConsentVersions, 'exists'>,
) {
  return {
    async record(decline: ConsentDecline): Promise<void> {
      const coded =
        decline.classCode === undefined ? null : await classLookup.classOfCode(decline.classCode);
      const version = decline.consentVersion ?? null;
      if (version !== null && !(await consentVersions.exists(version))) {
        throw new ApiError(400, 'consent.versionUnknown');
      }
      await repository.insert({
        classId: coded?.studyClass.classId ?? null,
        consentVersion: version,
      });
    },
  };
}

export type DeclineService = ReturnType<typeof createDeclineService>;
