import { Badge } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';

/** Where hub content comes from (the offline catalogue or the hub itself), shown beside it. */
export function HubSourceLabel({ source }: { source: string }) {
  return (
    <Badge variant="light" color="gray" tt="none" leftSection={<IconDatabase size={12} aria-hidden />}>
      {`Source: ${source}`}
    </Badge>
  );
}
