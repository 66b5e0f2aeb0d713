import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../components/ui/badge';

// SPEC.md section 9: colours for these levels, grey for any other (unacceptable, none).
const TONES: Record<string, Tone> = {
  excellent: 'green',
  good: 'blue',
  acceptable: 'yellow',
  questionable: 'orange',
  poor: 'red',
};

/** A reliability level (or an item's good/acceptable/poor) as a coloured word. */
export function LevelBadge({ level }: { level: string | null }) {
  const { t } = useTranslation('analytics');
  return <Badge tone={(level && TONES[level]) || 'grey'}>{t(`levels.${level ?? 'none'}`)}</Badge>;
}
