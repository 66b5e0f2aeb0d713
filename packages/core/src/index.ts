export * from './instrument';
export * from './messages';
export * from './results';
export * from './schemas';
export * from './scoring';
