import { Loader, Select } from '@mantine/core';
import { matchesModelSearch, type RestrictedModel } from '@bagel/hub-contract';
import { useRestrictedModels } from '@bagel/hub-data-access';
import type { Chosen } from '../wizard/wizard-values';
import { withChosen } from './with-chosen';

export interface ModelFieldProps {
  value: Chosen | null;
  onChange: (model: Chosen | null) => void;
}

/** The fine-tune path's base model: the platform's models, searched by id, name, family or tags (spec §5). */
export function BaseModelField({ value, onChange }: ModelFieldProps) {
  const models = useRestrictedModels();
  const byId = new Map((models.data ?? []).map((model) => [model.id, model]));
  const options = withChosen(
    (models.data ?? []).map((model) => ({ value: model.id, label: model.name })),
    value,
  );
  const matches = (id: string, search: string) => {
    const model: RestrictedModel | undefined = byId.get(id);
    return model ? matchesModelSearch(model, search) : false;
  };
  return (
    <Select
      label="Base Model"
      placeholder="Search the platform's models"
      withAsterisk
      searchable
      data={options}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id ? { id, title: option?.label ?? id } : null)}
      filter={({ options: shown, search }) =>
        search.trim() === '' ? shown : shown.filter((option) => 'value' in option && matches(option.value, search))
      }
      nothingFoundMessage={models.isPending ? 'Loading models…' : 'No models found'}
      rightSection={models.isFetching ? <Loader size={16} aria-label="Loading models" /> : undefined}
      error={models.isError ? 'The base models could not be loaded. Close the sheet and try again.' : undefined}
    />
  );
}
