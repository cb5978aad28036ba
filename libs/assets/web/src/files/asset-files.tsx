import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ApiError, errorMessage } from '@bagel/api-client';
import { useAssetFolder } from '@bagel/assets-data-access';
import { ErrorState, LoadingState } from '@bagel/ui';
import { FileListing } from './file-listing';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { folderCrumbs, folderLink, ROOT_FOLDER_NAME } from './folder-path';
import { tusUpload, type UploadFile } from './upload/tus-upload';
import { UploadPanel } from './upload/upload-panel';
import { useUploadQueue } from './upload/use-upload-queue';
import { useFolder } from './use-folder';

export interface AssetFilesProps {
  assetId: string;
  /** The owner's: upload and delete. */
  editable: boolean;
  /** A dataset's: its tabular and text files can be previewed. */
  previews: boolean;
  /** How the owner's uploads are sent; tus by default. */
  uploadFile?: UploadFile;
}

/**
 * The asset's file browser: one folder at a time (kept in the address, so Back and links work), with its breadcrumbs.
 * It keeps the owner's uploads, so a file deleted from the listing leaves the upload list too.
 */
export function AssetFiles({ assetId, editable, previews, uploadFile = tusUpload }: AssetFilesProps) {
  const headingId = useId();
  const folder = useFolder();
  const info = useAssetFolder(assetId, folder);
  const uploads = useUploadQueue(assetId, uploadFile);
  const folderName = folderCrumbs(folder).at(-1)?.name ?? ROOT_FOLDER_NAME;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Files
      </Title>
      <FolderBreadcrumbs folder={folder} />
      {editable && <UploadPanel assetId={assetId} folder={folder} queue={uploads} />}
      {info.isPending ? (
        <LoadingState label="Loading files" />
      ) : info.isError ? (
        folder !== '' && info.error instanceof ApiError && info.error.status === 404 ? (
          <Text size="sm">
            {'This folder is empty or no longer exists. '}
            <Anchor component={Link} to={folderLink('')}>
              {`Back to ${ROOT_FOLDER_NAME}`}
            </Anchor>
          </Text>
        ) : (
          <ErrorState title="Could not load the files" message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
        )
      ) : info.data.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {editable ? 'No files yet. Upload files to add them.' : 'No files yet.'}
        </Text>
      ) : (
        <FileListing
          assetId={assetId}
          files={info.data.files}
          label={`Files in ${folderName}`}
          editable={editable}
          previews={previews}
          onDeleted={uploads.forget}
        />
      )}
    </Stack>
  );
}
