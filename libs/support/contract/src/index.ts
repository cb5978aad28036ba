export * from './support-limits';
export * from './support.routes';
