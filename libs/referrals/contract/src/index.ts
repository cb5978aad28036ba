export * from './referral-pool.routes';
export * from './referral-stash.routes';
export * from './referrals.routes';
export * from './share-prompt-memory';
