export * from './admin-activity';
export * from './admins';
export * from './sessions';
export * from './settings';
export * from './sign-in';
export * from './survey-responses';
export * from './survey-sessions';
export * from './users';
