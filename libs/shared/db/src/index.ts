export * from './database';
export * from './migrations';
export * from './unique-violation';
