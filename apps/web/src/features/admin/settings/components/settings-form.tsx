import type { AdminSettingsReply } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { useAdminSession } from '../../shared/session/admin-session-context';
import type { DefaultSheets } from '../settings-rules';
import { useSettingsForm } from '../use-settings-form';
import { ClassCodeSetting } from './class-code-setting';
import { ConsentSheetSetting } from './consent-sheet-setting';
import { ContactSection } from './contact-section';
import { IdentitySetting } from './identity-setting';
import { LabModeSetting } from './lab-mode-setting';
import { LinkWavesSetting } from './link-waves-setting';
import { OpenSwitch } from './open-switch';
import { ParentalConsentSetting } from './parental-consent-setting';
import { PrivacySection } from './privacy-section';
import { QualityThresholdsSetting } from './quality-thresholds-setting';
import { SettingsSection } from './settings-section';

/**
 * Every setting in one form, in groups: the survey, what students are asked and told, shared
 * computers, privacy, contact and data quality. The settings only a superadmin may change
 * (core's SUPERADMIN_SETTINGS) are shown to others read-only, with why; the server refuses anyway.
 */
export function SettingsForm({
  stored: initial,
  defaults,
}: {
  stored: AdminSettingsReply;
  defaults: DefaultSheets;
}) {
  const { t } = useTranslation('settings');
  const superadmin = useAdminSession().admin?.role === 'superadmin';
  const form = useSettingsForm(initial, defaults);
  const { draft, edit, problems, stored } = form;
  const error = useFailureText(form.save.error);
  const retentionDays = Number(draft.guestRetentionDays) || stored.guestRetentionDays;

  return (
    <form onSubmit={form.submit} noValidate className={`space-y-6 ${CARD}`}>
      <SettingsSection title={t('sections.survey')}>
        <OpenSwitch
          checked={draft.acceptingResponses}
          onChange={(on) => edit({ acceptingResponses: on })}
        />
        <ClassCodeSetting
          value={draft.classCodeRequired}
          inEffect={stored.classCodeRequiredInEffect}
          onChange={(classCodeRequired) => edit({ classCodeRequired })}
        />
      </SettingsSection>
      <SettingsSection title={t('sections.students')}>
        <IdentitySetting
          value={draft.respondentIdentity}
          editable={superadmin}
          onChange={(respondentIdentity) => edit({ respondentIdentity })}
        />
        <ConsentSheetSetting
          draft={draft}
          stored={stored}
          inForce={stored.consent}
          defaults={defaults}
          editable={superadmin}
          retentionDays={retentionDays}
          problems={{ vi: problems.consentVi, en: problems.consentEn }}
          onChange={(consentText) => edit({ consentText })}
        />
        <LinkWavesSetting
          value={draft.linkWaves}
          editable={superadmin}
          onChange={(linkWaves) => edit({ linkWaves })}
        />
        <ParentalConsentSetting
          value={draft.parentalConsentCollected}
          onChange={(parentalConsentCollected) => edit({ parentalConsentCollected })}
        />
      </SettingsSection>
      <SettingsSection title={t('sections.lab')}>
        <LabModeSetting draft={draft} problems={problems} onChange={edit} />
      </SettingsSection>
      <PrivacySection draft={draft} problems={problems} superadmin={superadmin} onChange={edit} />
      <ContactSection draft={draft} problems={problems} onChange={edit} />
      <QualityThresholdsSetting
        draft={form.thresholds}
        problems={form.thresholdProblems}
        onChange={form.editThresholds}
      />
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={form.save.isPending}>
          {t('save')}
        </Button>
        <SuccessNote
          message={
            form.saved
              ? form.saved.newSheetVersion
                ? t('savedNewVersion', { version: stored.consent.version })
                : t('saved')
              : null
          }
        />
      </div>
    </form>
  );
}
