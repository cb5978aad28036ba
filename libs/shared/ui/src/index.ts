export { UiProvider } from './ui-provider';
export { theme, cssVariablesResolver } from './theme';
export { Page, type PageProps } from './page';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState } from './loading-state';
export { Sheet, type SheetProps } from './sheet';
