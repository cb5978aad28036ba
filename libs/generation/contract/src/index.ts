export * from './generation.routes';
