/**
 * Browser storage that never throws: private browsing, a full quota or a disabled storage
 * must not break the survey. Keys are the specification's where it names them.
 */
export const STORAGE_KEYS = {
  surveyResponses: 'survey_responses',
  authToken: 'auth_token',
  adminToken: 'admin_token',
  language: 'i18nextLng',
  surveyProgress: 'survey_progress',
  surveyOutbox: 'survey_outbox',
  surveyEmail: 'survey_email',
  guestKey: 'survey_guest_key',
  surveyClass: 'survey_class',
  labMode: 'survey_lab_mode',
  publicSettings: 'survey_public_settings',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * What the browser keeps of one student (issue 27): in lab mode it lives in the tab
 * (sessionStorage), so that a new tab or window on a shared computer starts with nothing of the
 * previous student's; elsewhere in localStorage, so that a phone keeps it. The outbox of unsent
 * responses is not among them: it must outlive the tab (it is sealed instead).
 */
const STUDENT_KEYS: ReadonlySet<StorageKey> = new Set([
  STORAGE_KEYS.surveyResponses,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.surveyProgress,
  STORAGE_KEYS.surveyEmail,
  STORAGE_KEYS.guestKey,
  STORAGE_KEYS.surveyClass,
]);

let studentsInTab = false;

/** Lab mode: from now on this page keeps the student's state in the tab only. */
export function keepStudentInTab(inTab: boolean): void {
  studentsInTab = inTab;
}

/** Whether this page keeps the student's state in the tab (lab mode). */
export function studentKeptInTab(): boolean {
  return studentsInTab;
}

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function tab(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function store(key: StorageKey): Storage | undefined {
  return studentsInTab && STUDENT_KEYS.has(key) ? tab() : local();
}

/**
 * Removes from localStorage whatever a student may have left there (before lab mode was on, or
 * by an older version of the app that kept it there): in lab mode nothing of a student may
 * outlive the tab.
 */
export function clearStudentsFromBrowser(): void {
  for (const key of STUDENT_KEYS) {
    try {
      local()?.removeItem(key);
    } catch {
      // Nothing to do: a storage that refuses holds nothing either.
    }
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = store(key)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Returns false when the browser refused to store it (the caller decides what to tell). */
export function writeJson(key: StorageKey, value: unknown): boolean {
  try {
    const target = store(key);
    target?.setItem(key, JSON.stringify(value));
    return target !== undefined;
  } catch {
    return false;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return store(key)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    store(key)?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function remove(key: StorageKey): void {
  try {
    store(key)?.removeItem(key);
  } catch {
    // As above.
  }
}
