import { useParams } from 'react-router';
import { HUB_NAME, HUB_REPO_TYPES, type HubRepoType } from '@bagel/hub-contract';
import { LoadingState, Page } from '@bagel/ui';
import { HubSourceLabel } from '../hub-source-label';
import { repoIdFromSegment } from '../hub-links';
import { ClonePanel } from './clone/clone-panel';
import { HUB_REPO_KINDS } from './hub-repo-kinds';
import { RepoCardText } from './repo-card-text';
import { RepoFacts } from './repo-facts';
import { RepoFiles } from './repo-files';
import { RepoUnavailable } from './repo-unavailable';
import { useHubRepoDetails } from './use-hub-repo-details';

export interface HubRepoPageProps {
  /** Null for an address whose category is neither model nor dataset. */
  repoType: HubRepoType | null;
  /** The address's encoded repository id. */
  encodedId: string;
}

/** A hub repository (spec §2's hub-sourced model and asset pages): what it is, its card and files, and Clone. */
export function HubRepoPage({ repoType, encodedId }: HubRepoPageProps) {
  const repoId = repoType === null ? null : repoIdFromSegment(encodedId);
  const details = useHubRepoDetails(repoType ?? 'model', repoId);
  const placeholderTitle = `${HUB_NAME} ${repoType ?? 'repository'}`;

  if (repoType === null || repoId === null || details.isError) {
    return (
      <Page title={placeholderTitle}>
        <RepoUnavailable error={repoId === null ? null : details.error} onRetry={() => void details.refetch()} />
      </Page>
    );
  }
  if (details.isPending) {
    return (
      <Page title={placeholderTitle}>
        <LoadingState label={`Loading this ${HUB_REPO_KINDS[repoType].noun}`} />
      </Page>
    );
  }
  const repo = details.data;
  return (
    <Page title={repo.title} description={repo.author ? `By ${repo.author}` : undefined} actions={<HubSourceLabel source={repo.source} />}>
      <RepoFacts repo={repo} />
      <ClonePanel repo={repo} />
      <RepoCardText card={repo.card} title={HUB_REPO_KINDS[repoType].cardTitle} repoType={repoType} repoId={repo.id} />
      {repo.files && <RepoFiles repoId={repo.id} files={repo.files} totalBytes={repo.total_bytes ?? 0} />}
    </Page>
  );
}

/** `/model/source/{encoded id}/description`. */
export function HubModelPage() {
  const { encodedId = '' } = useParams();
  return <HubRepoPage repoType="model" encodedId={encodedId} />;
}

/** `/market/source/{category}/{encoded id}/description`: a model or a dataset; any other category is not found. */
export function MarketSourcePage() {
  const { category, encodedId = '' } = useParams();
  const repoType = HUB_REPO_TYPES.find((type) => type === category) ?? null;
  return <HubRepoPage repoType={repoType} encodedId={encodedId} />;
}
