import type { StudyClass } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { QrCode } from './qr-code';

/** The address a class's students open: absolute, since it is printed and scanned. */
export function classLink(code: string): string {
  return `${window.location.origin}/survey?class=${encodeURIComponent(code)}`;
}

/**
 * One printed page for a class: where to go, the code in large type for those who type it, and
 * a QR code for those who scan. In the reader's language; students see the survey in theirs.
 */
export function ClassSheet({ studyClass }: { studyClass: StudyClass }) {
  const { t } = useTranslation('study');
  const link = classLink(studyClass.code);
  return (
    <article className="mx-auto flex max-w-2xl break-after-page flex-col items-center gap-5 rounded-xl border border-slate-300 bg-white p-8 text-center print:max-w-none print:rounded-none print:border-0 print:p-0">
      <p className="text-lg text-slate-700">{studyClass.schoolName}</p>
      <h2 className="text-3xl font-bold text-slate-900">
        {t('sheet.className', { name: studyClass.name })}
      </h2>
      <p className="text-slate-700">{studyClass.waveName}</p>
      <QrCode text={link} label={t('sheet.qrLabel', { name: studyClass.name })} className="w-64" />
      <p className="text-lg text-slate-800">{t('sheet.openLink')}</p>
      <p className="text-xl font-semibold break-all text-slate-900">{link}</p>
      <p className="text-lg text-slate-800">{t('sheet.orType')}</p>
      <p className="font-mono text-6xl font-bold tracking-[0.2em] text-slate-900">
        {studyClass.code}
      </p>
    </article>
  );
}
