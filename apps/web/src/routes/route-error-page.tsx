import { Button, Container } from '@mantine/core';
import { useRouteError } from 'react-router';
import { errorMessage } from '@bagel/api-client';
import { ErrorState, Page } from '@bagel/ui';
import { useDocumentTitle } from './route-title';

const TITLE = 'Something went wrong';

/** A page that failed to load (e.g. its chunk after a deploy) or threw while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The route table's own title component is not rendered in place of the failed route.
  useDocumentTitle(TITLE);
  return (
    <Container component="main" size="sm" py="xl">
      <Page title={TITLE}>
        <ErrorState message={errorMessage(error)} />
        <Button variant="default" onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Page>
    </Container>
  );
}
