export { startSupportTestApp } from './support-test-app';
