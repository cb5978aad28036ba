export * from './hub.routes';
