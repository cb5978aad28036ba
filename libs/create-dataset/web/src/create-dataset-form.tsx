import { Button, Group, Loader, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ASSET_CATEGORIES, MAX_ASSET_DETAILS } from '@bagel/assets-contract';
import { DatasetFields, type DatasetFormValues } from './dataset-fields';
import { IpfsChoiceField } from './ipfs-choice-field';
import { TagsField } from './tags-field';
import { groupThousands } from '@bagel/contract';

export interface CreateDatasetFormProps {
  /** The values to start from: empty, or the ones sent before a failure. */
  initialValues: DatasetFormValues;
  creating: boolean;
  /** Called with values the contract's schema accepts. */
  onCreate: (values: DatasetFormValues) => void;
  onCancel: () => void;
}

/**
 * Spec §2 and §5: Dataset Name, Category, Tags and IPFS, then an optional Description (the asset's `details`), all
 * checked against the contract before anything is sent.
 */
export function CreateDatasetForm({ initialValues, creating, onCreate, onCancel }: CreateDatasetFormProps) {
  const form = useForm<DatasetFormValues>({ initialValues, validate: schemaResolver(DatasetFields, { sync: true }) });

  return (
    <form onSubmit={form.onSubmit(onCreate)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Dataset Name"
          placeholder="Enter your dataset name"
          withAsterisk
          autoComplete="off"
          // data-autofocus: the sheet's focus trap starts here, not on its close button. autoFocus: so does the form
          // that Try again or Create Dataset brings back, whose button had the focus and is gone.
          data-autofocus
          autoFocus
          disabled={creating}
          {...form.getInputProps('title')}
        />
        <Select label="Category" withAsterisk data={ASSET_CATEGORIES} disabled={creating} {...form.getInputProps('category')} />
        <TagsField
          value={form.values.tags}
          onChange={(tags) => {
            form.setFieldValue('tags', tags);
            form.clearFieldError('tags');
          }}
          onReject={(message) => form.setFieldError('tags', message)}
          error={form.errors.tags}
          disabled={creating}
        />
        <IpfsChoiceField value={form.values.ipfs} onChange={(ipfs) => form.setFieldValue('ipfs', ipfs)} disabled={creating} />
        <Textarea
          label="Description"
          description={`Optional: what the data is and where it comes from, up to ${groupThousands(MAX_ASSET_DETAILS)} characters`}
          rows={3}
          resize="vertical"
          disabled={creating}
          {...form.getInputProps('details')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={creating}>
            Cancel
          </Button>
          {/* Not Mantine's `loading`, which hides the label: spec §2's busy label 'Please wait' stays readable. */}
          <Button type="submit" disabled={creating} leftSection={creating && <Loader size={14} color="currentColor" aria-hidden />}>
            {creating ? 'Please wait' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
