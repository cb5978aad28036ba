export * from './api-keys.routes';
export * from './users.routes';
