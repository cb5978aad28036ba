import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Combobox, Group, Loader, Stack, Text } from '@mantine/core';
import { HUB_NAME, MODEL_SEARCH_SUGGESTED_TAGS } from '@bagel/hub-contract';
import { hubBrowsePath, hubRepoPath } from '../hub-links';
import type { ModelSearchResult } from './model-search-results';
import type { ModelSearch } from './use-model-search';

export interface ModelSearchDropdownProps {
  /** What is in the box now (the search itself runs on it once typing pauses). */
  text: string;
  search: ModelSearch;
  onTag: (tag: string) => void;
  /** A link in the dropdown was followed. */
  onLeave: () => void;
}

/** The popover of spec §2: suggested tags before any text, then the results as links, a loader, or 'No models found'. */
export function ModelSearchDropdown({ text, search, onTag, onLeave }: ModelSearchDropdownProps) {
  const { results, loading } = search;
  const typing = text.trim() !== '';
  return (
    <>
      {!typing && <SuggestedTags onTag={onTag} />}
      {/* Always there while open, so the input's aria-controls never names a missing list; hidden when empty. */}
      <Combobox.Options aria-label="Models" hidden={!typing || results.length === 0}>
        {typing && results.map((result) => <ResultOption key={result.id} result={result} />)}
      </Combobox.Options>
      {typing && loading && (
        <Group gap="xs" p="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        </Group>
      )}
      {typing && !loading && results.length === 0 && (
        <Text size="sm" c="dimmed" p="xs" role="status">
          No models found
        </Text>
      )}
      {typing && (
        <Combobox.Footer>
          <Anchor component={Link} to={hubBrowsePath(text)} size="sm" onClick={onLeave}>
            {`Browse all on ${HUB_NAME}`}
          </Anchor>
        </Combobox.Footer>
      )}
    </>
  );
}

function SuggestedTags({ onTag }: { onTag: (tag: string) => void }) {
  return (
    <Stack gap="xs" p="xs">
      <Text size="sm" fw={500}>
        Start searching
      </Text>
      <Group gap={6}>
        {MODEL_SEARCH_SUGGESTED_TAGS.map((tag) => (
          <Button key={tag} size="compact-xs" variant="light" color="gray" onClick={() => onTag(tag)}>
            {tag}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Combobox.Option hands Box's `renderRoot` on to its root without declaring it: each result is a real link (it opens in a
 * new tab, its address can be copied) that the arrow keys still move through and Enter clicks.
 */
const asLink = (to: string) => ({ renderRoot: (props: Omit<ComponentProps<typeof Link>, 'to'>) => <Link {...props} to={to} /> });

function ResultOption({ result }: { result: ModelSearchResult }) {
  return (
    <Combobox.Option
      value={result.id}
      // The arrow keys move through the results; Tab goes on to the link below them.
      tabIndex={-1}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      {...asLink(hubRepoPath('model', result.id))}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate>
            {result.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {result.id}
          </Text>
        </Stack>
        {result.detail && (
          <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
            {result.detail}
          </Badge>
        )}
      </Group>
    </Combobox.Option>
  );
}
