import { Spinner } from './ui/spinner';

/** Shown while a screen's code or texts load; its text works before any catalogue has. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="h-6 w-6 text-blue-700" />
      <span>{label}</span>
    </div>
  );
}
