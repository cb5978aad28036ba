export { applyBalance } from './apply-balance';
export { invalidateWallet, useRefreshWallet } from './invalidate-wallet';
