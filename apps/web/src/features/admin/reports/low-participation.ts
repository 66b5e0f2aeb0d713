import type { ClassReport } from '@prca/core';

/**
 * Whether the page may say that fewer than half of the enrolled students answered (issue 31),
 * from the participation its reader sees (whose `counted` the warning names): a researcher's
 * follows the quality filter, like the figures; a scoped account's is the released one, flagged
 * responses and those beyond the enrolment left out. A withheld count says only "under the
 * minimum"; for one class that is already "under half" when the minimum is at most half its
 * enrolment, and then the warning tells nothing more. Otherwise a withheld count gives no warning,
 * so that the warning never narrows what is withheld (several classes' count is withheld when
 * any one class's is, whatever the total).
 */
export function answeredByFewerThanHalf(report: ClassReport): boolean {
  const { responses, enrolled, withheld } = report.participation;
  if (enrolled === null || enrolled === 0) return false;
  if (!withheld && responses !== null) return 2 * responses < enrolled;
  const minimum = report.minimumGroupSize;
  return report.classes.length === 1 && minimum !== null && 2 * minimum <= enrolled;
}
