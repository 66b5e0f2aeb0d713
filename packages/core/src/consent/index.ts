export * from './default-sheet';
export * from './identity';
export * from './sheet-format';
