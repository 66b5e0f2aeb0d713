import type { ConsentSheet, ConsentText, RespondentIdentity } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { sheetShown, type DefaultSheets, type SheetProblem } from '../settings-rules';
import { SheetLanguageField } from './sheet-language-field';

/**
 * The information sheet students read and assent to before any question (issue 27): the text in
 * force with its version, an editor in both languages with a preview, and the way back to the
 * mode's default sheet (consentText null). Only a superadmin edits it; others read it.
 */
export function ConsentSheetSetting({
  draft,
  stored,
  inForce,
  defaults,
  editable,
  retentionDays,
  problems,
  onChange,
}: {
  draft: { consentText: ConsentText | null; respondentIdentity: RespondentIdentity };
  /** The saved text (null: the mode's default sheet) and mode. */
  stored: { consentText: ConsentText | null; respondentIdentity: RespondentIdentity };
  /** The sheet in force, with its version. */
  inForce: ConsentSheet;
  defaults: DefaultSheets;
  editable: boolean;
  retentionDays: number;
  problems: { vi: SheetProblem; en: SheetProblem };
  onChange: (text: ConsentText | null) => void;
}) {
  const { t } = useTranslation('settings');
  const shown = sheetShown(draft, defaults);
  const mode = t(`identity.${draft.respondentIdentity}.label`);
  const ownTextAcrossModes =
    draft.consentText !== null && draft.respondentIdentity !== stored.respondentIdentity;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('sheet.heading')}</h3>
      <p className="font-medium text-slate-900">
        {t(stored.consentText ? 'sheet.inForceOwn' : 'sheet.inForceDefault', {
          version: inForce.version,
        })}
      </p>
      <p className="text-sm text-slate-700">{t('sheet.newVersion')}</p>
      {!editable && <p className="text-sm text-slate-800">{t('sheet.superadminOnly')}</p>}
      {editable && (
        <>
          <p className="text-sm text-slate-700">
            {t('sheet.format', { placeholder: '{{retentionDays}}' })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-slate-900">
              {draft.consentText ? t('sheet.showingOwn') : t('sheet.showingDefault', { mode })}
            </p>
            {draft.consentText && (
              <Button variant="secondary" size="small" onClick={() => onChange(null)}>
                {t('sheet.reset')}
              </Button>
            )}
          </div>
          {ownTextAcrossModes && (
            <p role="note" className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-slate-900">
              {t('sheet.checkOwnText', { mode })}
            </p>
          )}
        </>
      )}
      {(['vi', 'en'] as const).map((language) => (
        <SheetLanguageField
          key={language}
          language={language}
          text={shown[language]}
          retentionDays={retentionDays}
          editable={editable}
          problem={problems[language]}
          onChange={(text) => onChange({ ...shown, [language]: text })}
        />
      ))}
    </div>
  );
}
