export {
  createPlatformClient,
  PlatformUnavailableError,
  type DepositCredit,
  type DepositReceipt,
  type PlatformClient,
  type PlatformClientOptions,
  type ProvisionedAccount,
} from './platform-client';
export { retryWhileUnavailable, type RetryLog, type RetryWhileUnavailableOptions } from './retry-while-unavailable';
