import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { deferredModule, ErrorState, LoadingState, Page, useModuleForAnswer, type DeferredModule, type ModuleForAnswer } from '@bagel/ui';
import { ASSET_KINDS, type AssetKind } from '../asset-kind';
import { AssetSummary } from '../asset-summary';
import { AssetUnavailable } from '../asset-unavailable';
import { AssetReadme } from '../readme/asset-readme';
import type { UploadFile } from '../files/upload/tus-upload';
import { isAssetId, useAsset } from '../use-asset';
import type { OwnerToolsProps } from './owner-tools';

/**
 * The files and the listing form (the form library, a number input, the files' table: 80 kB of the page's 135 kB of
 * scripts) come in a module of their own, asked for with the asset itself rather than before the page's first paint.
 */
const ownerTools = deferredModule(() => import('./owner-tools'));

type OwnerToolsModule = typeof import('./owner-tools');

export interface ManageAssetPageProps {
  kind: AssetKind;
  id: string;
  /** How uploads are sent; tus by default (stories send nowhere). */
  uploadFile?: UploadFile;
  /**
   * What the owner sees about how the model was trained, below its summary and above its files. The app fills it from
   * another domain, which this one may not import.
   */
  training?: (modelId: string) => ReactNode;
  /** How the owner runs the model (deploying it), below its training; filled by the app from another domain too. */
  deploy?: (modelId: string) => ReactNode;
  /** Where the owner's tools come from; stories hold or fail it. */
  toolsModule?: DeferredModule<OwnerToolsModule>;
}

/** Manage Dataset and Manage Model (spec §2): the owner's files (browse, upload, delete, preview) and market listing. */
export function ManageAssetPage({ kind, id, uploadFile, training, deploy, toolsModule = ownerTools }: ManageAssetPageProps) {
  // Rendered from a deferred copy of the answer, the filled-in page is rendered in slices the browser can answer input
  // between, where the answer's own render (a store update) would hold the main thread for all of it (manage page, 3
  // runs, with the files and listing form still in the page: total blocking time 160-290 -> 100-125 ms).
  const answer = useAsset(id);
  const asset = useDeferredValue(answer);
  const { manageTitle, noun } = ASSET_KINDS[kind];
  const tools = useModuleForAnswer(toolsModule, answer.fetchStatus !== 'paused');

  if (!isAssetId(id) || asset.isError) {
    return (
      <Page title={manageTitle}>
        <AssetUnavailable kind={kind} error={asset.error} onRetry={() => void asset.refetch()} />
      </Page>
    );
  }
  if (asset.isPending) {
    return (
      <Page title={manageTitle}>
        <LoadingState label={`Loading this ${noun}`} />
      </Page>
    );
  }
  const record = asset.data;
  return (
    <Page title={record.title} description={manageTitle}>
      <AssetSummary asset={record} />
      <AssetReadme assetId={record.dataset_id} editable={record.access === 'owner'} noun={noun} />
      {record.access === 'owner' && training?.(record.dataset_id)}
      {record.access === 'owner' && deploy?.(record.dataset_id)}
      {record.access === 'owner' ? (
        <OwnerToolsOnceIn tools={tools} props={{ kind, asset: record, uploadFile }} />
      ) : (
        <NotYours kind={kind} asset={record} />
      )}
    </Page>
  );
}

/** The owner's tools when their module is in; meanwhile that they are loading, or that they could not be. */
function OwnerToolsOnceIn({ tools, props }: { tools: ModuleForAnswer<OwnerToolsModule>; props: OwnerToolsProps }) {
  if (tools.module) return <tools.module.OwnerTools {...props} />;
  if (tools.failed) {
    return (
      <ErrorState title="Could not load the files and the listing" message="Check your connection and try again." onRetry={tools.retry} />
    );
  }
  return <LoadingState label={`Loading this ${ASSET_KINDS[props.kind].noun}'s files`} />;
}

/** Someone else's asset reached by its manage address (a bought one, or a listing): only its owner manages it. */
function NotYours({ kind, asset }: { kind: AssetKind; asset: AssetRecord }) {
  const { noun, marketPath } = ASSET_KINDS[kind];
  return (
    <Text>
      {`This ${noun} belongs to ${asset.owner_username}, so only they can manage it. `}
      <Anchor component={Link} to={marketPath(asset.dataset_id)}>
        Open it on the market
      </Anchor>
    </Text>
  );
}

export function ManageDatasetPage() {
  const { datasetId = '' } = useParams();
  return <ManageAssetPage kind="dataset" id={datasetId} />;
}

export function ManageModelPage({ training, deploy }: Pick<ManageAssetPageProps, 'training' | 'deploy'>) {
  const { modelId = '' } = useParams();
  return <ManageAssetPage kind="model" id={modelId} training={training} deploy={deploy} />;
}
