/** A white panel with a border: a section, a figure or a note that stands on its own. */
export const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
