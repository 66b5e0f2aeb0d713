import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HINT, INPUT, LABEL } from '../components/form-styles';

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
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t('settings.contactNote.label')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={CONTACT_NOTE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={INPUT}
      />
      <p id={`${id}-hint`} className={HINT}>
        {t('settings.contactNote.hint', { count: value.length, max: CONTACT_NOTE_MAX })}
      </p>
    </div>
  );
}
