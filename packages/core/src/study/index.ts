export * from './class-labels';
export * from './natural-order';
