/**
 * Whether the school collected parents' consent (issue 27): a study-wide setting and, for each
 * class, its own value, where null means "as the study says". A school asking several classes
 * at different times can record each; an ethics board reads the value in effect.
 */
export interface ParentalConsent {
  /** In effect for the class: true or false, or null when nobody recorded it. */
  collected: boolean | null;
  /** Where the value comes from: the class's own, the study's, or nowhere (not recorded). */
  recordedFor: 'class' | 'study' | null;
}

export const PARENTAL_CONSENT_SOURCES = ['class', 'study'] as const;

/** The class's own value, else the study's, else not recorded. */
export function parentalConsentInEffect(
  classValue: boolean | null,
  studyValue: boolean | null,
): ParentalConsent {
  if (classValue !== null) return { collected: classValue, recordedFor: 'class' };
  if (studyValue !== null) return { collected: studyValue, recordedFor: 'study' };
  return { collected: null, recordedFor: null };
}
