export * from './interpret';
export { SUBSCORE_RANGE, TOTAL_RANGE } from './ranges';
export type { ScoreRange } from './ranges';
export * from './score';
