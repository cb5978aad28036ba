import { Link } from 'react-router';
import { Anchor, Loader, Select, Text } from '@mantine/core';
import { PATHS } from '@bagel/contract';
import { ErrorState } from '@bagel/ui';
import { useMyAssets } from '@bagel/assets-data-access';
import { TRAINABLE_TYPES } from '../wizard/trainable-types';
import type { Chosen } from '../wizard/wizard-values';
import { withChosen } from './with-chosen';

export interface DatasetFieldProps {
  value: Chosen | null;
  onChange: (dataset: Chosen | null) => void;
  /** Following a link out of the wizard closes the sheet. */
  onLeave: () => void;
}

/** The dataset to train on, searched among the user's RAW datasets and those they bought; with none yet, the way to make one. */
export function DatasetField({ value, onChange, onLeave }: DatasetFieldProps) {
  const datasets = useMyAssets(TRAINABLE_TYPES);
  if (datasets.isError) {
    return (
      <ErrorState title="Your datasets could not be loaded" message={datasets.error.message} onRetry={() => void datasets.refetch()} />
    );
  }
  if (datasets.isSuccess && datasets.data.length === 0 && !value) {
    return (
      <Text size="sm" role="status">
        You don't have any datasets yet. A fine-tune trains on a file of one of your datasets:{' '}
        <Anchor component={Link} to={PATHS.datasets} onClick={onLeave}>
          create a dataset
        </Anchor>{' '}
        and upload a file to it first.
      </Text>
    );
  }
  const options = withChosen(
    (datasets.data ?? []).map((dataset) => ({ value: dataset.dataset_id, label: dataset.title })),
    value,
  );
  const bought = new Set((datasets.data ?? []).filter((dataset) => dataset.access === 'purchased').map((dataset) => dataset.dataset_id));
  return (
    <Select
      label="Dataset"
      placeholder={datasets.isPending ? 'Loading your datasets…' : 'Search your datasets'}
      withAsterisk
      searchable
      data={options}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id ? { id, title: option?.label ?? id } : null)}
      nothingFoundMessage="No datasets match"
      // A dataset bought on the market trains like one's own; it says where it came from.
      renderOption={({ option }) => (bought.has(option.value) ? `${option.label} · purchased` : option.label)}
      rightSection={datasets.isPending ? <Loader size={16} aria-label="Loading your datasets" /> : undefined}
    />
  );
}
