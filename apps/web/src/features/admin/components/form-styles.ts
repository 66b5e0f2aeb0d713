/** Class lists of the admin forms and tables (contrast checked against white). */
export const INPUT =
  'mt-1 block w-full min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-700';

export const LABEL = 'block font-medium text-slate-800';

export const HINT = 'mt-1 text-sm text-slate-700';

export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50';

/** A small button for a table row (still 44 px high, so a finger finds it). */
export const ROW_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

export const ROW_DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

export const TABLE = 'w-full border-collapse text-left text-sm';
export const TH = 'border-b border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900';
export const TD = 'border-b border-slate-200 px-3 py-2 align-top text-slate-800';
