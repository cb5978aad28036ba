import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { ReadmeSectionProps } from './readme-section';

/** The Markdown renderer is most of the section's weight: it loads after the page's first paint, not with it. */
const ReadmeSection = lazy(() => import('./readme-section').then((module) => ({ default: module.ReadmeSection })));

/** An asset's README section, loaded on its own; a box of its size holds the place meanwhile. */
export function AssetReadme(props: ReadmeSectionProps) {
  return (
    <Suspense fallback={<Skeleton height={120} aria-label="Loading the README" />}>
      <ReadmeSection {...props} />
    </Suspense>
  );
}
