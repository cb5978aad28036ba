import { useEffect } from 'react';
import { Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLoggedFailure } from '@bagel/api-react';
import { useFileColumns } from '@bagel/assets-data-access';
import type { TrainingFieldErrors } from '../fine-tune/training-fields';
import type { ChangeValues, WizardValues } from '../wizard/wizard-values';
import { withChosen } from './with-chosen';

/** Spec §5: a file that is not plain text trains from one column towards another. */
const COLUMN_FIELDS = [
  { field: 'input_column', label: 'Input column', description: 'The column the model reads' },
  { field: 'output_column', label: 'Output column', description: 'The column it learns to write' },
] as const;

export interface ColumnFieldsProps {
  datasetId: string;
  fileName: string;
  values: WizardValues;
  onChange: ChangeValues;
  errors: TrainingFieldErrors;
}

/**
 * The input and output columns, chosen among the columns the file's preview detects; a file of exactly two has them
 * filled in, first towards second, unless a choice (a saved config's) is already there. A file whose columns cannot be
 * read takes their names typed in.
 */
export function ColumnFields({ datasetId, fileName, values, onChange, errors }: ColumnFieldsProps) {
  const file = useFileColumns(datasetId, fileName);
  // A file the preview cannot read leaves the fields free text, so its failure is only logged (spec §8).
  useLoggedFailure('Create Model: the file preview could not be read for its columns', file.status === 'unreadable' ? file.error : null);
  const pair = file.status === 'read' && file.columns.length === 2 ? file.columns : null;
  const unchosen = values.input_column === '' && values.output_column === '';
  useEffect(() => {
    if (pair && unchosen) onChange({ input_column: pair[0], output_column: pair[1] });
  }, [pair, unchosen, onChange]);

  if (file.status === 'unreadable') {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          The columns of {fileName} could not be read: type their names as they are in the file.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {COLUMN_FIELDS.map(({ field, label, description }) => (
            <TextInput
              key={field}
              label={label}
              description={description}
              withAsterisk
              value={values[field]}
              onChange={(event) => onChange({ [field]: event.currentTarget.value })}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  const reading = file.status === 'reading';
  const columns = reading ? [] : file.columns.map((column) => ({ value: column, label: column }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {COLUMN_FIELDS.map(({ field, label, description }) => {
        const value = values[field];
        return (
          <Select
            key={field}
            label={label}
            description={description}
            withAsterisk
            placeholder={reading ? 'Reading the file’s columns…' : 'Choose a column'}
            disabled={reading}
            rightSection={reading ? <Loader size={16} aria-label={`Reading the columns of ${fileName}`} /> : undefined}
            // A saved config's column shows even when the preview lacks it; the server's validation then says so.
            data={withChosen(columns, value === '' ? null : { id: value, title: value })}
            value={value === '' ? null : value}
            allowDeselect={false}
            onChange={(column) => onChange({ [field]: column ?? '' })}
            error={errors[field]}
          />
        );
      })}
    </SimpleGrid>
  );
}
