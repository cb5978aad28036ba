import { useRef, useState } from 'react';
import type { createAsset } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import { errorMessage } from '@bagel/api-client';
import { Sheet } from '@bagel/ui';
import { CreateDatasetForm } from './create-dataset-form';
import { DatasetFailed } from './dataset-failed';
import { EMPTY_DATASET_FORM, type DatasetFormValues } from './dataset-fields';
import { DatasetReady } from './dataset-ready';
import { useCreateDataset } from './use-create-dataset';

export interface CreateDatasetSheetProps {
  opened: boolean;
  onClose: () => void;
}

type View = { kind: 'form' } | { kind: 'ready'; created: RouteResponse<typeof createAsset> } | { kind: 'failed'; message: string };

/** The Create Dataset sheet (spec §2, §4, §5, §8). Its content unmounts on close, which resets every field and view. */
export function CreateDatasetSheet({ opened, onClose }: CreateDatasetSheetProps) {
  return (
    <Sheet opened={opened} onClose={onClose} title="Create Dataset">
      <CreateDatasetFlow onClose={onClose} />
    </Sheet>
  );
}

/** Spec §4: form, submitting, then the success or the failure view; Try again returns to the form as it was sent. */
function CreateDatasetFlow({ onClose }: { onClose: () => void }) {
  const create = useCreateDataset();
  const [view, setView] = useState<View>({ kind: 'form' });
  const [values, setValues] = useState<DatasetFormValues>(EMPTY_DATASET_FORM);
  // A second press of Create while the first is on its way (a double click) sends nothing more.
  const sendingRef = useRef(false);

  const start = async (typed: DatasetFormValues) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setValues(typed);
    try {
      setView({ kind: 'ready', created: await create.mutateAsync(typed) });
    } catch (error) {
      // Spec §8: the server's detail or error text, in whichever shape it came (the api client reads them all).
      setView({ kind: 'failed', message: errorMessage(error) });
    } finally {
      sendingRef.current = false;
    }
  };

  switch (view.kind) {
    case 'ready':
      return (
        <DatasetReady
          id={view.created.id}
          dataset={view.created.asset}
          onCreateAnother={() => {
            setValues(EMPTY_DATASET_FORM);
            setView({ kind: 'form' });
          }}
          onClose={onClose}
        />
      );
    case 'failed':
      return <DatasetFailed message={view.message} onTryAgain={() => setView({ kind: 'form' })} />;
    case 'form':
      return (
        <CreateDatasetForm initialValues={values} creating={create.isPending} onCreate={(typed) => void start(typed)} onCancel={onClose} />
      );
  }
}
