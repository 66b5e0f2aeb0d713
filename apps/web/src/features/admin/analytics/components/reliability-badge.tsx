import { useTranslation } from 'react-i18next';

// SPEC.md section 9: colours for these levels, grey for any other (unacceptable, none).
const COLOURS: Record<string, string> = {
  excellent: 'bg-green-100 text-green-900 border-green-300',
  good: 'bg-blue-100 text-blue-900 border-blue-300',
  acceptable: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  questionable: 'bg-orange-100 text-orange-900 border-orange-300',
  poor: 'bg-red-100 text-red-900 border-red-300',
};
const GREY = 'bg-slate-100 text-slate-800 border-slate-300';

/** A reliability level (or an item's good/acceptable/poor) as a coloured word. */
export function LevelBadge({ level }: { level: string | null }) {
  const { t } = useTranslation('analytics');
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
        (level && COLOURS[level]) ?? GREY
      }`}
    >
      {t(`levels.${level ?? 'none'}`)}
    </span>
  );
}
