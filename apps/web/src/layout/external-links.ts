import { GITHUB_URL } from '@bagel/contract';
import { useDocumentationUrl } from '@bagel/support-web';
import type { ExternalLinkId } from './nav-entries';

/** Addresses of the external entries; `undefined` while one is unknown (the entry is then left out). */
export function useExternalLinks(): Record<ExternalLinkId, string | undefined> {
  const documentation = useDocumentationUrl();
  return { documentation, github: GITHUB_URL };
}
