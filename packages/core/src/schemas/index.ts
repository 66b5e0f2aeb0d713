export * from './admin';
export * from './analytics-respondents';
export * from './api';
export * from './demographics';
export * from './responses';
export * from './submission';
export * from './survey-result';
export * from './survey-session';
