export * from './notifications.routes';
