import { useCallback, useState } from 'react';
import { STORAGE_KEYS, readJson, remove, writeJson } from '../../../lib/storage';

/**
 * The class a respondent chose: its code goes with the session and the submission. Its school
 * and class names are known once the server confirmed it; a code taken while the connection was
 * down has none (it is checked by the server when the response arrives).
 */
export interface ChosenClass {
  code: string;
  schoolName?: string;
  className?: string;
}

function isChosenClass(value: unknown): value is ChosenClass {
  const candidate = value as ChosenClass | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.code === 'string' &&
    (candidate.schoolName === undefined || typeof candidate.schoolName === 'string') &&
    (candidate.className === undefined || typeof candidate.className === 'string')
  );
}

/** Whether the server has confirmed the class (else it was taken offline, unchecked). */
export function isConfirmed(chosen: ChosenClass): chosen is Required<ChosenClass> {
  return chosen.schoolName !== undefined && chosen.className !== undefined;
}

export interface ClassChoice {
  chosen: ChosenClass | null;
  choose: (chosen: ChosenClass) => void;
  clear: () => void;
}

/**
 * The respondent's class, kept in the browser like the survey's progress (in the tab in lab
 * mode), so that a reload or a second response on the student's own device keeps it.
 */
export function useClassChoice(): ClassChoice {
  const [chosen, setChosen] = useState<ChosenClass | null>(() => {
    const stored = readJson<unknown>(STORAGE_KEYS.surveyClass, null);
    return isChosenClass(stored) ? stored : null;
  });
  const choose = useCallback((next: ChosenClass) => {
    writeJson(STORAGE_KEYS.surveyClass, next);
    setChosen(next);
  }, []);
  const clear = useCallback(() => {
    remove(STORAGE_KEYS.surveyClass);
    setChosen(null);
  }, []);
  return { chosen, choose, clear };
}
