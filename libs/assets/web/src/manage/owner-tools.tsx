import { Grid } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import type { AssetKind } from '../asset-kind';
import { AssetFiles } from '../files/asset-files';
import type { UploadFile } from '../files/upload/tus-upload';
import { PublishForm } from '../publish/publish-form';

export interface OwnerToolsProps {
  kind: AssetKind;
  asset: AssetRecord;
  uploadFile?: UploadFile;
}

/**
 * What only the owner's manage page shows: the files (browse, upload, delete, preview) and the market listing. A module
 * of its own (see manage-asset-page.tsx), so its scripts are not among those the page waits for before its first paint.
 */
export function OwnerTools({ kind, asset, uploadFile }: OwnerToolsProps) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <AssetFiles assetId={asset.dataset_id} editable previews={kind === 'dataset'} uploadFile={uploadFile} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <PublishForm asset={asset} />
      </Grid.Col>
    </Grid>
  );
}
