import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { ApiError, errorMessage } from '@bagel/api-client';
import { EmptyState, ErrorState } from '@bagel/ui';
import { ASSET_KINDS, type AssetKind } from './asset-kind';

/** A 404 is also what the server answers for someone else's unpublished asset, so the text allows for both. */
const isAssetMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface AssetUnavailableProps {
  kind: AssetKind;
  /** What loading the asset threw; null for an id that cannot be an asset's, which is not asked about at all. */
  error: unknown;
  onRetry: () => void;
}

/** Why an asset page has no asset to show, with a way on: back to the list, or another try. */
export function AssetUnavailable({ kind, error, onRetry }: AssetUnavailableProps) {
  const { noun, listTitle, listPath } = ASSET_KINDS[kind];
  if (error === null || isAssetMissing(error)) {
    return (
      <EmptyState
        icon={<IconFileOff aria-hidden size={28} />}
        title={`This ${noun} was not found`}
        description="It may have been deleted, or it belongs to someone else and is not on the market."
        action={
          <Button component={Link} to={listPath}>
            {`Back to ${listTitle}`}
          </Button>
        }
      />
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return <ErrorState title={`You cannot open this ${noun}`} message={error.detail} />;
  }
  return <ErrorState title={`Could not load this ${noun}`} message={errorMessage(error)} onRetry={onRetry} />;
}
