export { CreateDatasetPage } from './create-dataset-page';
