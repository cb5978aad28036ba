import { useEffect, useRef } from 'react';
import { generatePath, Link } from 'react-router';
import { Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { assetTypeLabel, embeddingModelLabel, type AssetRecord } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';

export interface DatasetReadyProps {
  id: string;
  dataset: Pick<AssetRecord, 'title' | 'dataset_type' | 'embedding_model'>;
  onCreateAnother: () => void;
  onClose: () => void;
}

/** Spec §2's success view: the new dataset, with the way to manage it, to create another, or to close. */
export function DatasetReady({ id, dataset, onCreateAnother, onClose }: DatasetReadyProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The Create button that had the focus is gone; the news takes it, so a screen reader reads it and Tab goes on from there.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack align="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      {/* Focused to be read, not to be operated: no focus ring. */}
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className="mantine-focus-never">
        Your Dataset is Ready!
      </Title>
      <Text fw={600} ta="center">
        {dataset.title}
      </Text>
      <Group gap="xs" justify="center">
        <Badge variant="light">{assetTypeLabel(dataset.dataset_type)}</Badge>
        <Text size="sm" c="dimmed">
          {embeddingModelLabel(dataset.embedding_model)}
        </Text>
      </Group>
      <Group justify="center" gap="sm">
        <Button component={Link} to={generatePath(PATHS.manageDataset, { datasetId: id })} onClick={onClose}>
          Manage Dataset
        </Button>
        <Button variant="default" onClick={onCreateAnother}>
          Create Dataset
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
