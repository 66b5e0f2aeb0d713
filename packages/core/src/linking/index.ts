export * from './questions';
export * from './letters';
export * from './sheet-section';
