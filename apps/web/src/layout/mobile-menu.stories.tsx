import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { shellFetch } from '../testing/story-fakes';
import { MobileMenu } from './mobile-menu';

const meta = {
  title: 'Shell/Mobile menu panel',
  component: MobileMenu,
  args: { opened: true, onClose: fn(), onOpenPanel: fn() },
  parameters: { route: '/profile', fetch: shellFetch() },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithoutDocumentation: Story = { parameters: { fetch: shellFetch(false) } };
