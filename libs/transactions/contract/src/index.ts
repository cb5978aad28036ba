export * from './transaction-types';
export * from './transactions.routes';
