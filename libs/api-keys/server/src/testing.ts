export { provisionedUsers, readKeyOf, startApiKeysTestApp, type ApiKeysTestApp } from './api-keys-test-app';
