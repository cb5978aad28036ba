import { useSearchParams } from 'react-router';
import { FOLDER_PARAM } from './folder-path';

/** The folder being browsed, from the page's query; the asset's root when there is none. */
export function useFolder(): string {
  const [params] = useSearchParams();
  return (params.get(FOLDER_PARAM) ?? '').replace(/^\/+|\/+$/g, '');
}
