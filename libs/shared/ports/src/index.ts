export { findUserById, type DirectoryUser, type UserDirectory } from './user-directory';
export type {
  BonusRequest,
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
export type { ModelCatalog, ModelFacts } from './model-catalog';
export { PodProviderError, type Pod, type PodProvider, type PodSpec, type PodStatus } from './pod-provider';
export type { UsableModel, UsableModels } from './usable-models';
export type { ModelFile, ModelFiles } from './model-files';
export type { DomainEvent, DomainEventTopic, DomainEvents } from './domain-events';
export type { LedgerEvents, LedgerParty, LedgerTransferEvent } from './ledger-events';
