export * from './account-limits';
export * from './account.routes';
export * from './preferences.routes';
export * from './page-session';
