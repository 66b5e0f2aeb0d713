export * from './instrument';
export * from './messages';
export * from './psychometrics';
export * from './results';
export * from './rounding';
export * from './schemas';
export * from './scoring';
export * from './statistics';
