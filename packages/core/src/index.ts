export * from './instrument';
export * from './messages';
export * from './schemas';
export * from './scoring';
