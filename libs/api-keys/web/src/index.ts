export { ApiKeyPage, API_KEY_ROTATED_MESSAGE } from './api-key-page';
export { ApiKeyPanel, type ApiKeyPanelProps } from './api-key-panel';
export { maskApiKey } from './mask-api-key';
