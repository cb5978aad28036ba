import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { Text } from '@mantine/core';
import { Page } from '@bagel/ui';
import { shellFetch } from '../testing/story-fakes';
import { AppLayout } from './app-layout';

function ShellWithPage() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Page title="Page title"><Text>Page content</Text></Page>} />
      </Route>
    </Routes>
  );
}

/** The whole shell. Resize the canvas below 1280 px to see the burger and the menu panel. */
const meta = {
  title: 'Shell/Layout',
  component: ShellWithPage,
  parameters: { layout: 'fullscreen', route: '/dashboard', fetch: shellFetch() },
} satisfies Meta<typeof ShellWithPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};

/** The asset lists use the full width: no sidebar. */
export const FullWidthSection: Story = { parameters: { route: '/dataset' } };
