export * from './card-payment-limits';
export * from './payments.routes';
