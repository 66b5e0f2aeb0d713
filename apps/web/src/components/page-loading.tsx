import { serverCopyHere } from './server-copy';

/**
 * Shown while a screen's code or texts load (on /survey, the server's copy of the first screen
 * instead, while there is one: components/server-copy.ts); its text works before any catalogue has. The
 * ring is drawn here rather than with ui/spinner: importing that from the entry made the
 * bundler move React out of the entry into a chunk of its own, which `/` then loads as well.
 */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  const copy = serverCopyHere();
  if (copy) {
    return (
      // Marked as the landing page's copy is, so that a test can wait for the app's own page.
      <div
        data-prerendered-copy=""
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: copy }}
      />
    );
  }
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600"
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full motion-reduce:animate-none border-2 border-slate-300 border-t-blue-700"
      />
      <span>{label}</span>
    </div>
  );
}
