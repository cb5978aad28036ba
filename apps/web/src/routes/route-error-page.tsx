import { Button, Container } from '@mantine/core';
import { useRouteError } from 'react-router';
import { errorMessage } from '@bagel/api-client';
import { ErrorState, Page } from '@bagel/ui';

/** A page that failed to load (e.g. its chunk after a deploy) or threw while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container component="main" size="sm" py="xl">
      <Page title="Something went wrong">
        <ErrorState message={errorMessage(error)} />
        <Button variant="default" onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Page>
    </Container>
  );
}
