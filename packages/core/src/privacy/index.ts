export { isLinkedCountWithheld, linkedWithheldCells } from './linked';
export { isRecoverable } from './recoverable';
export { isWithheld, shownOrWithheld, withheldCells } from './withholding';
