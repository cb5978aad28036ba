import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { HUB_NAME, MODEL_SEARCH_SUGGESTED_TAGS, SEARCH_DEBOUNCE_MS, type HubRepoType } from '@bagel/hub-contract';
import { debounce } from '@bagel/util';
import type { HubBrowseParams, HubSort } from './hub-browse-params';

type ChangeParams = (changes: Partial<HubBrowseParams>, options?: { replace?: boolean }) => void;

const TYPES: { value: HubRepoType; label: string }[] = [
  { value: 'model', label: 'Models' },
  { value: 'dataset', label: 'Datasets' },
];

const SORTS: { value: HubSort; label: string }[] = [
  { value: 'downloads', label: 'Most downloads' },
  { value: 'likes', label: 'Most likes' },
  { value: 'last_modified', label: 'Recently updated' },
];

/** The hub's own tags: a dataset's task is a `task_categories:` tag, shown without its prefix. */
const TAGS: Record<HubRepoType, { value: string; label: string }[]> = {
  model: MODEL_SEARCH_SUGGESTED_TAGS.map((tag) => ({ value: tag, label: tag })),
  dataset: ['text-generation', 'question-answering', 'summarization', 'text-classification'].map((task) => ({
    value: `task_categories:${task}`,
    label: task,
  })),
};

/** A model's weights or a dataset's data, by file format. */
const FORMATS: Record<HubRepoType, { value: string; label: string }[]> = {
  model: ['safetensors', 'gguf', 'onnx'].map((format) => ({ value: format, label: format })),
  dataset: ['parquet', 'json', 'csv'].map((format) => ({ value: format, label: format })),
};

/** No filter: the address leaves the parameter out. */
const ANY_TAG = { value: '', label: 'Any tag' };
const ANY_FORMAT = { value: '', label: 'Any format' };

/** A choice from the address that is not offered (a shared link's tag) still shows as chosen. */
const withChosen = (choices: { value: string; label: string }[], chosen: string) =>
  chosen === '' || choices.some((choice) => choice.value === chosen) ? choices : [...choices, { value: chosen, label: chosen }];

/** Search (300 ms after the last key, spec §9), models or datasets, sort, tag and format. */
export function HubBrowseFilters({ params, onChange }: { params: HubBrowseParams; onChange: ChangeParams }) {
  const [text, setText] = useState(params.query);
  const [shownQuery, setShownQuery] = useState(params.query);
  // The address changed from elsewhere (the header's 'Browse all', back and forward): the box follows it.
  if (params.query !== shownQuery) {
    setShownQuery(params.query);
    setText(params.query);
  }
  // The search applies to the address as it is when it fires, not as it was when typing began.
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  });
  const applyQuery = useMemo(() => debounce((query: string) => latestChange.current({ query }, { replace: true }), SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => applyQuery.cancel(), [applyQuery]);

  return (
    <Flex gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        style={{ flex: '1 1 16rem' }}
        label={`Search ${HUB_NAME}`}
        placeholder="Name, family or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          applyQuery(event.currentTarget.value);
        }}
      />
      <SegmentedControl
        aria-label="Repository type"
        data={TYPES}
        value={params.searchType}
        // Tags and formats differ between models and datasets: a new type starts without them.
        onChange={(type) => onChange({ searchType: type as HubRepoType, tag: '', format: '' })}
      />
      <NativeSelect
        style={{ flex: '0 1 11rem' }}
        label="Sort by"
        data={SORTS}
        value={params.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as HubSort })}
      />
      <NativeSelect
        style={{ flex: '0 1 11rem' }}
        label="Tag"
        data={[ANY_TAG, ...withChosen(TAGS[params.searchType], params.tag)]}
        value={params.tag}
        onChange={(event) => onChange({ tag: event.currentTarget.value })}
      />
      <NativeSelect
        style={{ flex: '0 1 9rem' }}
        label="Format"
        data={[ANY_FORMAT, ...withChosen(FORMATS[params.searchType], params.format)]}
        value={params.format}
        onChange={(event) => onChange({ format: event.currentTarget.value })}
      />
    </Flex>
  );
}
