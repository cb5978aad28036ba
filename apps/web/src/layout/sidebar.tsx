import { Box, Stack, Text } from '@mantine/core';
import { HELP_ENTRIES, SIDEBAR_ENTRIES, type PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';
import classes from './sidebar.module.css';

export function Sidebar({ onOpenPanel }: { onOpenPanel: (panel: PanelId) => void }) {
  return (
    <Box p="sm" className={classes.scroller}>
      <Stack gap="lg">
        <Box>
          {SIDEBAR_ENTRIES.map((entry) => (
            <NavEntryItem key={entry.id} entry={entry} onOpenPanel={onOpenPanel} />
          ))}
        </Box>
        <Box role="group" aria-labelledby="sidebar-get-help">
          <Text id="sidebar-get-help" size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
            Get Help
          </Text>
          {HELP_ENTRIES.map((entry) => (
            <NavEntryItem key={entry.id} entry={entry} onOpenPanel={onOpenPanel} />
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
