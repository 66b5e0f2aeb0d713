export * from './summarise';
export * from './summary-schema';
export * from './own-change';
export * from './own-change-schema';
