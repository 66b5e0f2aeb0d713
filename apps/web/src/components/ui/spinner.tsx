/** A small turning circle for buttons and inline waits; the words beside it say what it means. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 w-4 shrink-0 animate-spin rounded-full motion-reduce:animate-none border-2 border-current border-t-transparent ${className}`}
    />
  );
}
