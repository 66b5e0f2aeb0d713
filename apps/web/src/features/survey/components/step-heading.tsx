import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading, which takes the focus when the step appears, so keyboard and screen reader
 * users start reading at the new content instead of at the button they pressed.
 */
export function StepHeading({ children, focusKey }: { children: ReactNode; focusKey?: unknown }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-xl font-bold text-slate-900 outline-none sm:text-2xl"
    >
      {children}
    </h2>
  );
}
