export * from './database';
export * from './migrations';
