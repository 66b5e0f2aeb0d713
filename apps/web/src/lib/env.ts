/** The one reader of the build's environment (STYLE.md habit 3). */
export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/** Where respondents write to have their data deleted or to ask a question (footer, privacy). */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? '';
