import { CARD } from '../../../../components/ui/card';

/** What stands where there is nothing to show (no responses yet, no themes found …). */
export function EmptyNote({ children }: { children: string }) {
  return <p className={`${CARD} text-slate-700`}>{children}</p>;
}
