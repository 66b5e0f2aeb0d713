/** Class lists shared by the admin screens (contrast checked against white and slate-50). */
export const LINK = 'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950';

export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-70';

export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70';

export const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
