import { generatePath, Link } from 'react-router';
import { Anchor, Loader, Select, Text } from '@mantine/core';
import { PATHS } from '@bagel/contract';
import { ErrorState } from '@bagel/ui';
import { useDatasetFiles } from '@bagel/assets-data-access';
import type { Chosen } from '../wizard/wizard-values';
import { withChosen } from './with-chosen';

export interface DatasetFileFieldProps {
  dataset: Chosen | null;
  value: string | null;
  onChange: (fileName: string | null) => void;
  onLeave: () => void;
}

/** The file of the chosen dataset to train on, searched by its path; a dataset without files says where to add some. */
export function DatasetFileField({ dataset, value, onChange, onLeave }: DatasetFileFieldProps) {
  const files = useDatasetFiles(dataset?.id ?? null);
  if (dataset && files.isError) {
    return (
      <ErrorState title="The dataset's files could not be loaded" message={files.error.message} onRetry={() => void files.refetch()} />
    );
  }
  if (dataset && files.isSuccess && files.data.length === 0 && !value) {
    return (
      <Text size="sm" role="status">
        {dataset.title} has no files yet.{' '}
        <Anchor component={Link} to={generatePath(PATHS.manageDataset, { datasetId: dataset.id })} onClick={onLeave}>
          Upload files to it
        </Anchor>{' '}
        or choose another dataset.
      </Text>
    );
  }
  const chosen = value ? { id: value, title: value } : null;
  const options = withChosen(
    (files.data ?? []).map((file) => ({ value: file.path, label: file.path })),
    chosen,
  );
  const loading = dataset !== null && files.isPending;
  return (
    <Select
      label="File"
      placeholder={!dataset ? 'Choose a dataset first' : loading ? 'Loading its files…' : 'Search its files'}
      withAsterisk
      searchable
      disabled={!dataset}
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No files match"
      rightSection={loading ? <Loader size={16} aria-label="Loading the dataset's files" /> : undefined}
    />
  );
}
