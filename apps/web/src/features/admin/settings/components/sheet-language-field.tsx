import { SHEET_TEXT_MAX_LENGTH } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../../components/ui/text-field';
import type { SheetProblem } from '../settings-rules';
import { SheetPreview } from './sheet-preview';

/** The sheet's text in one language, and beneath it the sheet as students will read it. */
export function SheetLanguageField({
  language,
  text,
  retentionDays,
  editable,
  problem,
  onChange,
}: {
  language: 'vi' | 'en';
  text: string;
  retentionDays: number;
  editable: boolean;
  /** Shown once the form has been submitted. */
  problem: SheetProblem;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="space-y-2">
      <TextAreaField
        label={t(`sheet.text.${language}`)}
        hint={t('sheet.length', { count: text.length, max: SHEET_TEXT_MAX_LENGTH })}
        error={problem ? t(`sheet.${problem}`, { max: SHEET_TEXT_MAX_LENGTH }) : null}
        lang={language}
        rows={12}
        readOnly={!editable}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      <details className="rounded-lg border border-slate-300 bg-slate-50">
        <summary className="min-h-11 cursor-pointer px-3 py-2 font-medium text-slate-900">
          {t(`sheet.preview.${language}`)}
        </summary>
        <div className="border-t border-slate-300 bg-white p-4">
          <SheetPreview text={text} retentionDays={retentionDays} language={language} />
        </div>
      </details>
    </div>
  );
}
