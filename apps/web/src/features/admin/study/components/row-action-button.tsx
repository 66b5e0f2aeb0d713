import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** The study's parts whose rows can be renamed and deleted. */
export type StudyPart = 'schools' | 'waves' | 'classes';

const variants = { rename: 'secondary', delete: 'dangerOutline' } as const;

/**
 * A row's Rename or Delete button, named with the row ("Rename 10A1", "Delete 10A1") for a
 * screen reader's list.
 */
export function RowActionButton({
  part,
  action,
  name,
  onClick,
}: {
  part: StudyPart;
  action: keyof typeof variants;
  name: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('study');
  return (
    <Button
      size="small"
      variant={variants[action]}
      aria-label={t(`${part}.${action}Named`, { name })}
      onClick={onClick}
    >
      {t(action)}
    </Button>
  );
}
