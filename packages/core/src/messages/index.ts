export * from './locales';
export * from './validation';
