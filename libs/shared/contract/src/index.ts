export * from './constants';
export * from './error-body';
export * from './fields';
export * from './gpus';
export * from './health.routes';
export * from './paths';
export * from './route';
export * from './settings.routes';
