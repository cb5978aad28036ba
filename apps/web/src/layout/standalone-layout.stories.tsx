import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { Text } from '@mantine/core';
import { expect } from 'storybook/test';
import { StandaloneLayout } from './standalone-layout';

function StandalonePage() {
  return (
    <Routes>
      <Route element={<StandaloneLayout />}>
        <Route path="*" element={<Text>The landing page</Text>} />
      </Route>
    </Routes>
  );
}

/** A page shown without the signed-in shell (the landing page). */
const meta = {
  title: 'Shell/Standalone layout',
  component: StandalonePage,
} satisfies Meta<typeof StandalonePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page sits in the main landmark, at least the window's height. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent('The landing page');
    await expect(main.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
