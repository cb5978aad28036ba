import { useId, useState } from 'react';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { MAX_README_BYTES, README_PATH } from '@bagel/assets-contract';
import { errorMessage } from '@bagel/api-client';
import { MarkdownCard, MarkdownText } from '@bagel/markdown';
import { ErrorState, FailureAlert, showSuccessToast } from '@bagel/ui';
import { formatBytes } from '@bagel/util';
import { useReadme, useSaveReadme } from './use-readme';

export interface ReadmeSectionProps {
  assetId: string;
  /** The owner's: the README can be written. */
  editable: boolean;
  /** 'dataset' or 'model', in what the section says. */
  noun: string;
}

/**
 * The asset's card: its README.md rendered (front matter as facts), which the owner writes here in Markdown with a
 * preview. A module of its own, loaded after the page's first paint (the Markdown renderer is most of its weight).
 */
export function ReadmeSection({ assetId, editable, noun }: ReadmeSectionProps) {
  const headingId = useId();
  const readme = useReadme(assetId);
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={headingId}>
          README
        </Title>
        {editable && draft === null && readme.isSuccess && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setDraft(readme.data.content ?? '')}
          >
            {readme.data.content === null ? 'Write a README' : 'Edit README'}
          </Button>
        )}
      </Group>
      {readme.isPending ? (
        <Skeleton height={80} aria-label="Loading the README" />
      ) : readme.isError ? (
        <ErrorState title="Could not load the README" message={errorMessage(readme.error)} onRetry={() => void readme.refetch()} />
      ) : draft !== null ? (
        <ReadmeEditor assetId={assetId} initial={draft} onDone={() => setDraft(null)} />
      ) : readme.data.content === null ? (
        <Text size="sm" c="dimmed">
          {editable
            ? `No README yet: tell people what this ${noun} holds, where it comes from and how to use it. It is kept as ${README_PATH} among the files.`
            : `This ${noun} has no README.`}
        </Text>
      ) : (
        <MarkdownCard card={readme.data.content} emptyText="This README has only its facts." />
      )}
    </Stack>
  );
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

function ReadmeEditor({ assetId, initial, onDone }: { assetId: string; initial: string; onDone: () => void }) {
  const [text, setText] = useState(initial);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const save = useSaveReadme(assetId);
  const bytes = utf8Bytes(text);
  const tooLong = bytes > MAX_README_BYTES;

  const submit = async () => {
    try {
      await save.mutateAsync(text);
      showSuccessToast(text.trim() === '' ? 'README removed' : 'README saved');
      onDone();
    } catch {
      // Shown below the editor; the text stays to try again.
    }
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="README view"
        data={[
          { value: 'write', label: 'Write' },
          { value: 'preview', label: 'Preview' },
        ]}
        value={view}
        onChange={(value) => setView(value as 'write' | 'preview')}
        w="fit-content"
      />
      {view === 'write' ? (
        <Textarea
          label="README (Markdown)"
          description="Headings, lists, links, tables and code. YAML front matter between --- lines shows as facts."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={14}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={tooLong ? `The README must be at most ${formatBytes(MAX_README_BYTES)}` : undefined}
        />
      ) : text.trim() === '' ? (
        <Text size="sm" c="dimmed">
          Nothing to preview: an empty README is removed.
        </Text>
      ) : (
        <MarkdownText source={text} />
      )}
      <Text size="xs" c={tooLong ? 'red.9' : 'dimmed'}>
        {`${formatBytes(bytes)} of ${formatBytes(MAX_README_BYTES)}`}
      </Text>
      {save.isError && <FailureAlert>{errorMessage(save.error)}</FailureAlert>}
      <Group gap="sm">
        <Button onClick={() => void submit()} loading={save.isPending} disabled={tooLong}>
          Save README
        </Button>
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
