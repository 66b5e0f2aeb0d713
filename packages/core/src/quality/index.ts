export * from './flags';
export * from './thresholds';
