export { CreateModelSheet, type CreateModelSheetProps } from './create-model-sheet';
