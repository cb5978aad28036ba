import { Sheet } from '@bagel/ui';
import { multipartUpload, type UploadModelFile } from './create/upload-model-file';
import { CreateModelWizard } from './wizard/create-model-wizard';

export interface CreateModelSheetProps {
  opened: boolean;
  onClose: () => void;
  /** How each file of an uploaded model is sent; the contract's multipart upload by default (tests and stories answer it). */
  uploadFile?: UploadModelFile;
}

const defaultUpload = multipartUpload();

/** The Create Model sheet (spec §2, §4): a wizard with a step indicator. Its content unmounts on close, which resets it. */
export function CreateModelSheet({ opened, onClose, uploadFile = defaultUpload }: CreateModelSheetProps) {
  // Wide enough for the five step labels on one line, which the indicator keeps from 768 px.
  return (
    <Sheet opened={opened} onClose={onClose} title="Create Model" size="xl">
      <CreateModelWizard onClose={onClose} uploadFile={uploadFile} />
    </Sheet>
  );
}
