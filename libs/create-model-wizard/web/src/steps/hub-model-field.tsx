import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { HUB_NAME } from '@bagel/hub-contract';
import { useHubQuickSearch } from '@bagel/hub-data-access';
import type { ModelFieldProps } from './base-model-field';
import { withChosen } from './with-chosen';

/** The hub path's model: the hub's quick search for what is typed (it does the matching: nothing is filtered here). */
export function HubModelField({ value, onChange }: ModelFieldProps) {
  const [text, setText] = useState(value?.id ?? '');
  const { query, typing, search } = useHubQuickSearch(text);
  const options = withChosen(
    (search.data ?? []).map((repo) => ({ value: repo.id, label: repo.id })),
    value,
  );
  const searching = typing || (query !== '' && search.isFetching);
  const nothingFound =
    query === ''
      ? 'Type a model name to search'
      : searching
        ? 'Searching…'
        : search.isError
          ? `${HUB_NAME} could not be searched`
          : 'No models found';
  return (
    <Select
      label={`${HUB_NAME} Model`}
      placeholder={`Search ${HUB_NAME} models`}
      withAsterisk
      searchable
      searchValue={text}
      onSearchChange={setText}
      data={options}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? { id, title: id } : null)}
      filter={({ options: shown }) => shown}
      nothingFoundMessage={nothingFound}
      rightSection={searching ? <Loader size={16} aria-label="Searching" /> : undefined}
    />
  );
}
