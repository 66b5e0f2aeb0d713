import { Link } from 'react-router';

/** The look of a link in running text, and of a button that acts like one. */
export const LINK = 'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950';

/** Shown only when focused, so that keyboard users can jump past the header to `#main`. */
export function SkipLink({ children }: { children: string }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-blue-700 focus:shadow-lg"
    >
      {children}
    </a>
  );
}

/**
 * The product's name in a page's header, leading home; screen readers hear where it leads
 * (`destination`) after the name.
 */
export function BrandLink({
  to,
  name,
  destination,
  className = '',
}: {
  to: string;
  name: string;
  destination: string;
  className?: string;
}) {
  return (
    <Link to={to} className={`text-xl font-bold text-blue-700 ${className}`}>
      {name}
      <span className="sr-only"> – {destination}</span>
    </Link>
  );
}
