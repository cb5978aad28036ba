import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { folderCrumbs, folderLink } from './folder-path';

/** Where in the asset the table is: each folder above the current one is a link back to it. */
export function FolderBreadcrumbs({ folder }: { folder: string }) {
  const crumbs = folderCrumbs(folder);
  return (
    <nav aria-label="Folders">
      <Breadcrumbs>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" fw={600} aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={folderLink(crumb.path)} size="sm">
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
