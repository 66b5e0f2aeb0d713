import { useTranslation } from 'react-i18next';

// Text fields' look (ui/text-field's INPUT), at the width of its longest choice within a table.
const SELECT =
  'block min-h-11 w-max rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-700';

const VALUES = { study: null, collected: true, notCollected: false } as const;
type Choice = keyof typeof VALUES;

const choiceOf = (value: boolean | null): Choice =>
  value === null ? 'study' : value ? 'collected' : 'notCollected';

/**
 * Whether parents' consent was collected for one class (issue 27): the class's own answer, or
 * "as the study" (null), which says what the study records when the reader may know it.
 */
export function ParentalConsentSelect({
  value,
  studyValue,
  label,
  disabled,
  onChange,
}: {
  value: boolean | null;
  /** The study's answer (null: not recorded); undefined when this account cannot read it. */
  studyValue: boolean | null | undefined;
  /** The control's name, with the class's. */
  label: string;
  disabled: boolean;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useTranslation('study');
  const asStudy = t(
    `classes.consent.asStudy.${studyValue === undefined ? 'unknown' : studyValue === null ? 'notRecorded' : choiceOf(studyValue)}`,
  );
  return (
    <select
      aria-label={label}
      className={SELECT}
      value={choiceOf(value)}
      disabled={disabled}
      onChange={(event) => onChange(VALUES[event.target.value as Choice])}
    >
      <option value="study">{asStudy}</option>
      <option value="collected">{t('classes.consent.collected')}</option>
      <option value="notCollected">{t('classes.consent.notCollected')}</option>
    </select>
  );
}
