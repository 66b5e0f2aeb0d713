export * from './class-labels';
