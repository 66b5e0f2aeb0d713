export {
  RELIABLE_CHANGE_OUTCOMES,
  meanChangeBlur,
  noisedChangeFigures,
  type ReleaseChangeFigures,
  type ReliableChangeOutcome,
} from './change-noise';
export { isLinkedCountWithheld, linkedWithheldCells } from './linked';
export {
  REPORT_PRIVACY_EPSILON,
  REPORT_RELEASES_PER_WAVE,
  laplace,
  meanTotalBlur,
  noisedFigures,
  releaseNoiseScales,
  totalSum,
  type ReleaseFigures,
} from './noise';
export { isRecoverable } from './recoverable';
export { isWithheld, shownOrWithheld, withheldCells } from './withholding';
