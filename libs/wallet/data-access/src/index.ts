export { applyBalance } from './apply-balance';
export { invalidateWallet, useRefreshWallet } from './invalidate-wallet';
export { useBalance } from './use-balance';
