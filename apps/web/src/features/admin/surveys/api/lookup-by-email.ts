import { emailLookupResultSchema, type AdminSurveyResult, type EmailLookup } from '@prca/core';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';

/**
 * POST /api/admin/surveys/lookup-by-email (superadmin only, audited): the responses of the exact
 * address a student gives with their own request. A POST, so that the address is in no URL and
 * no log; the server matches it by its keyed hash.
 */
export async function lookUpByEmail(
  lookup: EmailLookup,
  token: string,
): Promise<AdminSurveyResult[]> {
  const data = await adminRequest('/api/admin/surveys/lookup-by-email', token, {
    method: 'POST',
    body: lookup,
  });
  return emailLookupResultSchema.parse(data).surveys;
}

/** A look-up; a mutation rather than a query, so that nothing keeps the address in a cache key. */
export function useLookUpByEmail() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: (lookup: EmailLookup) => lookUpByEmail(lookup, token ?? ''),
  });
}
