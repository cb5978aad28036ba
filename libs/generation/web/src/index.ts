export { GenerationPage } from './generation-page';
