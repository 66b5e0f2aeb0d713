import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { loadLocalResults } from '../../../lib/read-local-results';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useUserSession } from '../../../lib/user-session';
import { useOwnChange } from '../api/get-own-change';
import { useSurveyHistory } from '../api/get-survey-history';

/** Local results and the server's history together, once each (the server's copy wins). */
function merge(local: LocalSurveyResult[], server: LocalSurveyResult[]): LocalSurveyResult[] {
  const byId = new Map(local.map((result) => [result.id, result]));
  for (const result of server) byId.set(result.id, result);
  return [...byId.values()];
}

/**
 * What the Results tab shows: the results this browser kept of the current respondent (and of
 * no one else, lib/respondent.ts) and, for a signed-in respondent, their history on the server
 * (when that cannot be fetched, the local ones show), with their change since their previous
 * wave (`ownChange`, null until there is one). `refresh` reads them all again.
 */
export function useResults(respondent: string | null) {
  const { user } = useUserSession();
  const signedIn = user !== null;
  const [local, setLocal] = useState(() => loadLocalResults(respondent));
  const history = useSurveyHistory(signedIn);
  const change = useOwnChange(signedIn);
  const server = signedIn ? history.data : undefined;
  const results = useMemo(() => merge(local, server ?? []), [local, server]);

  useEffect(() => {
    if (history.error) console.error('Saved results could not be fetched', history.error);
  }, [history.error]);
  useEffect(() => {
    if (change.error)
      console.error('The change since the last wave could not be fetched', change.error);
  }, [change.error]);

  // Another tab of this browser may finish a survey or send a queued one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.surveyResponses) {
        setLocal(loadLocalResults(respondent));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [respondent]);

  const { refetch } = history;
  const { refetch: refetchChange } = change;
  const refresh = useCallback(() => {
    setLocal(loadLocalResults(respondent));
    if (signedIn) {
      void refetch();
      void refetchChange();
    }
  }, [respondent, signedIn, refetch, refetchChange]);

  return { results, ownChange: (signedIn && change.data) || null, refresh };
}
