export * from './default-sheet';
export * from './identity';
export * from './sheet-format';
export * from './parental-consent';
