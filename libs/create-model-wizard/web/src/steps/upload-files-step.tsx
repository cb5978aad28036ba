import { useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@bagel/assets-contract';
import { formatBytes } from '@bagel/util';
import { StepHeading } from '../wizard/step-heading';

/** How far the upload path got: files sent of those chosen. */
export interface UploadProgress {
  done: number;
  total: number;
}

export interface UploadFilesStepProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Set while the model is being created and its files sent. */
  progress: UploadProgress | null;
}

/**
 * Step 3 of the upload path (spec §2, §5): the model's files, each at most 500 MB (a larger one is refused with
 * spec §8's text before anything is sent); choosing a file of the same name again replaces it.
 */
export function UploadFilesStep({ files, onChange, progress }: UploadFilesStepProps) {
  const [refused, setRefused] = useState<string[]>([]);
  // Emptied after each choice, so choosing the same file again (after removing it) is a change too.
  const resetChoice = useRef<() => void>(null);
  const sending = progress !== null;

  const choose = (chosen: File[]) => {
    setRefused(chosen.filter((file) => file.size > MAX_UPLOAD_BYTES).map((file) => file.name));
    const accepted = chosen.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    const names = new Set(accepted.map((file) => file.name));
    onChange([...files.filter((file) => !names.has(file.name)), ...accepted]);
    resetChoice.current?.();
  };

  return (
    <Stack gap="md">
      <StepHeading>Upload Files</StepHeading>
      <Text size="sm" c="dimmed">
        The model's weights, configuration and tokenizer files; each at most 500 MB.
      </Text>
      <Group>
        <FileButton multiple onChange={choose} resetRef={resetChoice} inputProps={{ 'aria-label': 'Model files' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} disabled={sending}>
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
      {refused.length > 0 && (
        <Stack gap={2} role="alert">
          {refused.map((name) => (
            <Text key={name} size="sm" c="red.9">
              {name}: {UPLOAD_TOO_LARGE}
            </Text>
          ))}
        </Stack>
      )}
      {files.length === 0 ? (
        <Text size="sm">No files chosen yet.</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chosen files">
          {files.map((file) => (
            <Group component="li" key={file.name} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end">
                {file.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {formatBytes(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${file.name}`}
                  disabled={sending}
                  onClick={() => onChange(files.filter((kept) => kept !== file))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {progress && <UploadProgressBar progress={progress} />}
    </Stack>
  );
}

/** Spec §7: the upload's progress is the percentage of files done. */
function UploadProgressBar({ progress: { done, total } }: { progress: UploadProgress }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label="Upload progress" aria-valuetext={`${percent}%`} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {done} of {total} files uploaded ({percent}%)
      </Text>
    </Stack>
  );
}
