export * from './database';
export type { Listen, Listening } from './database-notifications';
export * from './migrations';
export * from './database-error';
export * from './database-health';
export * from './contains-pattern';
