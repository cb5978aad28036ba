export type { AssetLibrary } from './asset-library';
export { findUserById, type DirectoryUser, type UserDirectory } from './user-directory';
export type {
  ChargeKind,
  ChargeRequest,
  Hundredths,
  LedgerMetadata,
  LedgerPort,
  LedgerReceipt,
  PaymentRequest,
  RefundRequest,
} from './ledger-port';
export type { OnboardingProgress } from './onboarding-progress';
export type { WaitlistSwitch } from './waitlist-switch';
