export * from './check';
export * from './terms';
export * from './tone-marks';
export * from './core-texts';
