import { Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from '@bagel/util';
import { useCopyStatus } from './use-copy-status';

export interface CopyStatusProps {
  assetId: string;
  /** Paths whose progress is already shown (this page's own uploads, listed above). */
  hidden: ReadonlySet<string>;
}

/** Files still being copied into the asset, each with how far it got; an unknown total shows a moving bar. */
export function CopyStatus({ assetId, hidden }: CopyStatusProps) {
  const copies = useCopyStatus(assetId).filter((copy) => !hidden.has(copy.file_path));
  if (copies.length === 0) return null;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Copies in progress">
      {copies.map((copy) => {
        const percent = copy.total_bytes ? Math.round((copy.bytes_copied / copy.total_bytes) * 100) : null;
        return (
          <li key={copy.file_path}>
            <Text size="sm">
              {`Copying ${copy.file_path}: ${formatBytes(copy.bytes_copied)}`}
              {copy.total_bytes !== null && ` of ${formatBytes(copy.total_bytes)}`}
            </Text>
            <Progress
              value={percent ?? 100}
              animated={percent === null}
              striped={percent === null}
              aria-label={`Copy of ${copy.file_path}`}
              size="sm"
              mt={4}
            />
          </li>
        );
      })}
    </Stack>
  );
}
