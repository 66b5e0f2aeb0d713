import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field';
import type { SettingsDraft, SettingsProblems } from '../settings-rules';
import { ContactNoteField } from './contact-note-field';
import { SettingsSection } from './settings-section';

/** The contact details of the public pages and of the information sheet's last part. */
export function ContactSection({
  draft,
  problems,
  onChange,
}: {
  draft: SettingsDraft;
  problems: SettingsProblems;
  onChange: (changes: Partial<SettingsDraft>) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.contact')}>
      <TextField
        type="email"
        autoComplete="off"
        label={t('contactEmail.label')}
        hint={t('contactEmail.hint')}
        error={problems.contactEmail ? t('contactEmail.invalid') : null}
        value={draft.contactEmail}
        onChange={(event) => onChange({ contactEmail: event.target.value })}
      />
      <ContactNoteField
        value={draft.contactNote}
        onChange={(contactNote) => onChange({ contactNote })}
      />
    </SettingsSection>
  );
}
