import type { HubRepoType } from '@bagel/hub-contract';

/** A repository on the Hugging Face hub: where its card's relative links (file pages) and images (file bytes) point. */
export const hubFileBase = (repoType: HubRepoType, repoId: string, view: 'blob' | 'resolve') =>
  `https://huggingface.co/${repoType === 'dataset' ? 'datasets/' : ''}${repoId}/${view}/main`;
