import { ActionIcon, TextInput, type ActionIconProps, type ElementProps, type TextInputProps } from '@mantine/core';
import { useMediaQuery } from '@bagel/ui';
import { IconSearch } from '@tabler/icons-react';

export const SEARCH_LABEL = 'Search models';
/**
 * From Mantine's `md` (992 px) the header has room for the box beside the Create menu, currency and balance; below it
 * an icon opens the popover, which holds the box.
 */
const INLINE_FROM_PX = 992;

/** Whether the header shows the search box itself (else an icon opening the popover). */
export function useInlineSearch(): boolean {
  return useMediaQuery(`(min-width: ${INLINE_FROM_PX}px)`, { onPhone: false });
}

/** The header's search box, from 992 px. */
export function SearchBox(props: TextInputProps & ElementProps<'input', keyof TextInputProps>) {
  return (
    <TextInput
      aria-label={SEARCH_LABEL}
      placeholder={SEARCH_LABEL}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: 180, lg: 260 }}
      {...props}
    />
  );
}

/** The icon that opens the search popover, below 992 px. */
export function SearchIcon(props: ActionIconProps & ElementProps<'button', keyof ActionIconProps>) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={SEARCH_LABEL} {...props}>
      <IconSearch size={20} aria-hidden />
    </ActionIcon>
  );
}

/**
 * The box or the icon as the model search shows them, with no popover behind them: what the header shows until the
 * search's code is in. What is typed meanwhile is handed to `ModelSearch` (`defaultText`).
 */
export function ModelSearchPlaceholder() {
  return useInlineSearch() ? <SearchBox /> : <SearchIcon />;
}
