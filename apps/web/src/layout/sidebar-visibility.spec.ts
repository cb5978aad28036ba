import { describe, expect, it } from 'vitest';
import { isSidebarHiddenForPath } from './sidebar-visibility';

describe('isSidebarHiddenForPath', () => {
  it('hides the sidebar when the path ends in dataset, market or model', () => {
    for (const path of ['/dataset', '/model', '/market', '/dataset/', '/foo/market']) expect(isSidebarHiddenForPath(path)).toBe(true);
  });

  it('shows it everywhere else', () => {
    for (const path of [
      '/dashboard',
      '/profile',
      '/dataset/abc/description',
      '/model/source/x/description',
      '/my-deployments',
      '/mydataset',
    ]) {
      expect(isSidebarHiddenForPath(path)).toBe(false);
    }
  });
});
