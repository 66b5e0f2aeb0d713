import type { ReactNode } from 'react';

/** One of the page's in-page sections: an anchor, a level-2 heading and its content. */
export function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={muted ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A titled card in a responsive grid of cards (the grid is the `<ul>` around it). */
export function Card({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {children}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{body}</p>
    </li>
  );
}

export const CARD_GRID = 'mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
