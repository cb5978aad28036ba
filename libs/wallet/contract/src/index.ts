export * from './wallet.routes';
