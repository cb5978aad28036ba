export * from './onboarding.routes';
