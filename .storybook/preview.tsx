import type { Preview } from '@storybook/react-vite';
import { withAppProviders } from '@bagel/web-testing';

// Every story renders inside the same providers as the app (theme, query client, router, session).
const preview: Preview = {
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
};
export default preview;
