export * from './admins';
export * from './survey-responses';
export * from './survey-sessions';
