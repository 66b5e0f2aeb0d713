import type { ReportClass } from '@prca/core';
import type { TFunction } from 'i18next';

/** What one class records, as a phrase: "Collected by the school (recorded for the class)". */
function phrase(consent: ReportClass['parentalConsent'], t: TFunction<'reports'>): string {
  if (consent.recordedFor === null || consent.collected === null) {
    return t('parentalConsent.notRecorded');
  }
  return t('parentalConsent.recorded', {
    value: t(consent.collected ? 'parentalConsent.collected' : 'parentalConsent.notCollected'),
    source: t(`parentalConsent.for.${consent.recordedFor}`),
  });
}

/**
 * Whether parents' consent was collected for the classes a report counts (issue 27), as an
 * ethics board reads it: one phrase when every class says the same, else one per class.
 */
export function parentalConsentFact(
  classes: readonly ReportClass[],
  t: TFunction<'reports'>,
): string {
  const phrases = classes.map((each) => phrase(each.parentalConsent, t));
  if (new Set(phrases).size <= 1) return phrases[0] ?? t('parentalConsent.notRecorded');
  return classes.map((each, index) => `${each.label}: ${phrases[index]}`).join('; ');
}
