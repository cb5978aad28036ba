import { Center, Pagination } from '@mantine/core';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

export interface PagesNavProps {
  /** How many pages there are; nothing is shown for one or none. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  onChange: (page: number) => void;
}

/** The numbered pages under a paged list, as a labelled navigation landmark whose arrows say where they go. */
export function PagesNav({ total, page, onChange }: PagesNavProps) {
  return (
    <Center component="nav" aria-label="Pages">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        hideWithOnePage
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Center>
  );
}
