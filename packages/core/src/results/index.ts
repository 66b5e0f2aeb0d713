export * from './summarise';
export * from './summary-schema';
