export { CreateDatasetSheet, type CreateDatasetSheetProps } from './create-dataset-sheet';
