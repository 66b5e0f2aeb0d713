export { isWithheld, shownOrWithheld, withheldCells } from './withholding';
