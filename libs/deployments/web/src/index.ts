export { DeploymentsPage } from './deployments-page';
export { DeploySection } from './deploy/deploy-section';
export { DeploymentChatPage, type DeploymentChatPageProps } from './chat/deployment-chat-page';
