import { sheetBlocks, type SheetBlock } from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LINK } from '../../../components/ui/link';
import { useLanguage } from '../../../i18n/use-language';
import { contactDetails } from '../../../lib/public-settings';
import type { SurveySettings } from '../../../lib/survey-settings';
import { StepHeading } from './step-heading';

/** One block of the sheet's plain-text format (core's sheet-format.ts): never markup. */
function Block({ block }: { block: SheetBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6 marker:text-slate-500">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
  }
}

/** How to reach the research team, below the sheet (its "Contact" section points here). */
function ContactDetails({ settings }: { settings: SurveySettings }) {
  const { t } = useTranslation('survey');
  const { email, note } = contactDetails(settings);
  return (
    <div className="rounded-xl bg-slate-100 p-4 text-slate-800">
      <h3 className="font-semibold text-slate-900">{t('sheet.contactTitle')}</h3>
      {email ? (
        <p className="mt-1">
          {t('sheet.contactEmail')}{' '}
          <a href={`mailto:${email}`} className={`${LINK} break-all`}>
            {email}
          </a>
        </p>
      ) : (
        <p className="mt-1">{t('sheet.contactSchool')}</p>
      )}
      {note && <p className="mt-1 whitespace-pre-line">{note}</p>}
    </div>
  );
}

/**
 * The information sheet and the assent question (issue 27): the study's sheet in the reader's
 * language, then "I agree to take part" or "I do not want to take part". Nothing personal is
 * asked before it.
 */
export function SheetStep({
  settings,
  consent,
  classLine,
  onAgree,
  onDecline,
}: {
  settings: SurveySettings;
  consent: NonNullable<SurveySettings['consent']>;
  /** The class chosen, or the way to enter a code, shown above the sheet. */
  classLine?: ReactNode;
  onAgree: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('survey');
  const { pick } = useLanguage();
  const blocks = sheetBlocks(pick(consent.text), { retentionDays: settings.guestRetentionDays });
  // The sheet's own first heading ("Information sheet") is the step's heading.
  const [first, ...rest] = blocks;
  const title = first?.kind === 'heading' ? first.text : t('sheet.title');
  const body = first?.kind === 'heading' ? rest : blocks;
  return (
    <section className="space-y-4">
      <StepHeading>{title}</StepHeading>
      {classLine}
      <div className="space-y-3 text-slate-700">
        {body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <p className="text-slate-700">{t('sheet.howTo')}</p>
      <ContactDetails settings={settings} />
      <div
        className="space-y-3 rounded-xl border border-blue-300 bg-blue-50 p-4"
        role="group"
        aria-labelledby="assent-question"
      >
        <p id="assent-question" className="font-semibold text-slate-900">
          {t('sheet.question')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onAgree}>{t('sheet.agree')}</Button>
          <Button variant="secondary" onClick={onDecline}>
            {t('sheet.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
