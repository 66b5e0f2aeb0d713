export * from './categories';
export * from './items';
export * from './options';
export * from './wording-version';
export * from './answer-labels';
