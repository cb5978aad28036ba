export { AssetsPage } from './assets-page';
