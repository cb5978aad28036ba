import type { Decorator } from '@storybook/react-vite';
import { AppTestProviders, type AppTestOptions } from './app-test-providers';

export interface AppStoryParameters {
  /** Initial URL of the story's memory router. */
  route?: string;
  /** Route pattern the story is mounted under (for useParams). */
  path?: string;
  session?: AppTestOptions['session'];
  /** A fake fetch for the story's API calls. */
  fetch?: typeof fetch;
}

/** The global decorator: reads `parameters.route`, `parameters.path`, `parameters.session` and `parameters.fetch`. */
export const withAppProviders: Decorator = (Story, context) => {
  const { route, path, session, fetch } = context.parameters as AppStoryParameters;
  return (
    // A new key per story gives each one a fresh QueryClient and router.
    <AppTestProviders key={context.id} route={route} path={path} session={session} fetch={fetch}>
      <Story />
    </AppTestProviders>
  );
};

export { AppTestProviders as AppStoryProviders };
