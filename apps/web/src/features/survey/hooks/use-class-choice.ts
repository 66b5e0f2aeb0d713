import { useCallback, useState } from 'react';
import { STORAGE_KEYS, readJson, remove, writeJson } from '../../../lib/storage';

/** The class a respondent confirmed: its code goes with the session and the submission. */
export interface ChosenClass {
  code: string;
  schoolName: string;
  className: string;
}

function isChosenClass(value: unknown): value is ChosenClass {
  const candidate = value as ChosenClass | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.code === 'string' &&
    typeof candidate.schoolName === 'string' &&
    typeof candidate.className === 'string'
  );
}

export interface ClassChoice {
  chosen: ChosenClass | null;
  choose: (chosen: ChosenClass) => void;
  clear: () => void;
  /** Set when Start was pressed without the class a required code asks for. */
  missing: boolean;
  demand: () => void;
}

/**
 * The respondent's class, kept in the browser like the survey's progress, so that a reload or
 * a second response on the same classroom device keeps it.
 */
export function useClassChoice(): ClassChoice {
  const [chosen, setChosen] = useState<ChosenClass | null>(() => {
    const stored = readJson<unknown>(STORAGE_KEYS.surveyClass, null);
    return isChosenClass(stored) ? stored : null;
  });
  const [missing, setMissing] = useState(false);
  const choose = useCallback((next: ChosenClass) => {
    writeJson(STORAGE_KEYS.surveyClass, next);
    setChosen(next);
    setMissing(false);
  }, []);
  const clear = useCallback(() => {
    remove(STORAGE_KEYS.surveyClass);
    setChosen(null);
  }, []);
  const demand = useCallback(() => setMissing(true), []);
  return { chosen, choose, clear, missing, demand };
}
