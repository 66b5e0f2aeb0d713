export * from './match-waves';
