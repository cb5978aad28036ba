import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route of the table carries on its `handle`: the page's name, for the tab and for pages that share a component. */
export interface TitleHandle {
  title: string;
}

const APP_NAME = 'Bagel';

export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as TitleHandle).title === 'string';
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isTitleHandle)?.title;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Rendered once at the root of the route table: the tab shows the current route's title. */
export function RouteTitle() {
  useDocumentTitle(useRouteTitle());
  return null;
}
