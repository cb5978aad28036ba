export * from './money';
export * from './dates';
export * from './debounce';
export * from './bytes';
export * from './choice';
