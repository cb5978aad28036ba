export * from './chat-completions.routes';
export * from './deployment-progress';
export * from './deployments.routes';
export * from './pod-weights.routes';
