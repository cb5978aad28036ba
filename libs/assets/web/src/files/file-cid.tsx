import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** An IPFS file's CID, shortened to fit a row (the whole one is in its title), with a button that copies all of it. */
export function FileCid({ cid, fileName }: { cid: string; fileName: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code title={cid}>{cid.length > 16 ? `${cid.slice(0, 8)}…${cid.slice(-6)}` : cid}</Code>
      <CopyButton value={cid}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy CID'}>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy CID of ${fileName}`}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
