import type { RespondentIdentity, StudyClass } from '@prca/core';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classLinks } from '../class-links';
import { QrCode } from './qr-code';

/** An address that may wrap before its query's parts (`?class=`, `&lab=`), not inside the code. */
function BreakableLink({ href }: { href: string }) {
  return href.split(/(?=[?&])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * One printed A4 page for a class: what the survey is for its students (how long, voluntary,
 * what is asked in the identity mode in force), then two links with their QR codes, each
 * labelled so that the teacher knows which to use (students' own phones; the school's shared
 * computers, in lab mode), and the code in large type for those who type it. In the reader's
 * language; students see the survey in theirs.
 */
export function ClassSheet({
  studyClass,
  respondentIdentity,
  labModeDefault,
}: {
  /** A class whose code the reader may see (the sheets list only those). */
  studyClass: StudyClass & { code: string };
  respondentIdentity: RespondentIdentity;
  labModeDefault: boolean;
}) {
  const { t } = useTranslation('study');
  const id = useId();
  const links = classLinks(window.location.origin, studyClass.code, labModeDefault);
  return (
    <article className="mx-auto flex max-w-3xl break-after-page break-inside-avoid flex-col items-center gap-4 rounded-xl border border-slate-300 bg-white p-6 text-center sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0">
      <p className="text-lg text-slate-700">{studyClass.schoolName}</p>
      <h2 className="text-3xl font-bold text-slate-900">
        {t('sheet.className', { name: studyClass.name })}
      </h2>
      <p className="text-slate-700">{studyClass.waveName}</p>
      <p className="max-w-prose text-lg text-slate-900">
        {t('sheet.forStudents')} {t(`sheet.identity.${respondentIdentity}`)}
      </p>
      <div className="grid w-full gap-6 sm:grid-cols-2 print:grid-cols-2">
        {(['phone', 'computer'] as const).map((device) => (
          <section
            key={device}
            aria-labelledby={`${id}-${device}`}
            className="flex flex-col items-center gap-2"
          >
            <h3 id={`${id}-${device}`} className="text-xl font-semibold text-slate-900">
              {t(`sheet.${device}.heading`)}
            </h3>
            {/* The hint takes the slack, so that both QR codes stand level. */}
            <p className="grow text-slate-800">{t(`sheet.${device}.hint`)}</p>
            <QrCode
              text={links[device]}
              label={t(`sheet.${device}.qrLabel`, { name: studyClass.name })}
              className="w-52"
            />
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
              <BreakableLink href={links[device]} />
            </p>
          </section>
        ))}
      </div>
      <p className="text-lg text-slate-800">{t('sheet.orType')}</p>
      <p className="font-mono text-5xl font-bold tracking-[0.2em] text-slate-900">
        {studyClass.code}
      </p>
    </article>
  );
}
