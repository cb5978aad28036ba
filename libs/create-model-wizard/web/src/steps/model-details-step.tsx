import { useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import * as v from 'valibot';
import { BASE_MODEL_TYPES, NewAsset } from '@bagel/assets-contract';
import type { BaseModelType, ChangeValues, WizardValues } from '../wizard/wizard-values';

/** The contract's rules for a model's name (the title of the MODEL asset): at least 4 characters, at most 100. */
const ModelName = NewAsset.options[1].pipe[0].entries.title;

/** The name's problem in the contract's words, or null. */
export const modelNameError = (name: string) => {
  const parsed = v.safeParse(ModelName, name);
  return parsed.success ? null : parsed.issues[0].message;
};

/** Spec §5: Continue on step 2 waits for a valid name and, to upload, a base model type. */
export const detailsComplete = (values: WizardValues) =>
  modelNameError(values.name) === null && (values.modelType !== 'upload' || values.baseModelType !== null);

export interface ModelDetailsStepProps {
  values: WizardValues;
  onChange: ChangeValues;
}

/** Step 2 (spec §2): the model's name and, to upload, its base model type. */
export function ModelDetailsStep({ values, onChange }: ModelDetailsStepProps) {
  // The name's error shows once the field is left, not at the first key typed.
  const [left, setLeft] = useState(values.name !== '');
  const error = left ? modelNameError(values.name) : null;
  const upload = values.modelType === 'upload';
  return (
    <Stack gap="md">
      <TextInput
        label="Model Name"
        description="minimum 4 characters"
        placeholder="Enter your model name"
        withAsterisk
        autoComplete="off"
        data-autofocus
        autoFocus
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        onBlur={() => setLeft(true)}
        error={error}
      />
      {upload && (
        <Select
          label="Base Model Type"
          placeholder="Choose the model's architecture"
          withAsterisk
          data={BASE_MODEL_TYPES}
          value={values.baseModelType}
          onChange={(type) => onChange({ baseModelType: type as BaseModelType | null })}
        />
      )}
    </Stack>
  );
}
