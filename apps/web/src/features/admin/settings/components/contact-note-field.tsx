import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../../components/ui/text-field';

/** adminSettingsSchema's limit for the note. */
export const CONTACT_NOTE_MAX = 500;

/** The free note shown under the contact details, with how much room is left. */
export function ContactNoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <TextAreaField
      label={t('contactNote.label')}
      hint={t('contactNote.hint', { count: value.length, max: CONTACT_NOTE_MAX })}
      rows={3}
      maxLength={CONTACT_NOTE_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
