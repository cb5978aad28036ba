import { useMediaQuery } from '@bagel/ui';
import type { FileEntriesProps } from './file-entry';
import { FileRows } from './file-rows';
import { FileTable } from './file-table';

/** Spec §9's small screens are those under 768 px. */
const SMALL_SCREEN_QUERY = '(max-width: 767px)';

export interface FileListingProps extends FileEntriesProps {
  /** Rows for a phone or the table; by default the window's width decides (stories show both). */
  compact?: boolean;
}

/** A folder's entries: a table on wider screens, rows that keep every action in view on a phone. */
export function FileListing({ compact: forced, ...props }: FileListingProps) {
  const narrow = useMediaQuery(SMALL_SCREEN_QUERY, { onPhone: true });
  return (forced ?? narrow) ? <FileRows {...props} /> : <FileTable {...props} />;
}
