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
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Returns false when the browser refused to store it (the caller decides what to tell). */
export function writeJson(key: StorageKey, value: unknown): boolean {
  try {
    store()?.setItem(key, JSON.stringify(value));
    return store() !== undefined;
  } catch {
    return false;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function remove(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // As above.
  }
}
