export * from './database';
export * from './migrations';
export * from './database-error';
export * from './database-health';
