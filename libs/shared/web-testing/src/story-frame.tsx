import type { Decorator } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import type { AppStoryParameters } from './story-providers';

/** The app's story parameters, and the width `withFrame` shows the component at. */
export type FramedStoryParameters = AppStoryParameters & { width?: number };

/** A phone's width: the narrowest spec §9's small layout is checked at is 320 px, the common one 375 px. */
export const PHONE_PX = 375;

/** The width a component is shown at unless its story sets `parameters.width`: a page's content column on a laptop. */
const DEFAULT_PX = 960;

/**
 * Shows a component in a frame of a set width (`parameters.width`), outlined so its edges are seen; plays measure
 * against the frame (`data-testid="frame"`) to prove nothing spills out of a phone's width.
 */
export const withFrame: Decorator = (Story, { parameters }) => (
  <Box
    data-testid="frame"
    w={(parameters as FramedStoryParameters).width ?? DEFAULT_PX}
    // A narrower window (a phone's) narrows the frame too, as it would the page.
    maw="100%"
    p="md"
    style={{ outline: '1px dashed var(--mantine-color-default-border)' }}
  >
    <Story />
  </Box>
);

/** For a component that is one item of a list (a card rendered as `li`): an unstyled list around it. */
export const withinList: Decorator = (Story) => (
  <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
    <Story />
  </ul>
);

/** Whether every element lies inside the frame's width: nothing to scroll sideways to. */
export function insideFrame(canvasElement: HTMLElement, elements: readonly Element[]): boolean {
  const frame = canvasElement.querySelector('[data-testid="frame"]')?.getBoundingClientRect();
  if (!frame) throw new Error('The story has no frame: add withFrame to its decorators');
  return elements.every((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= frame.left && box.right <= frame.right;
  });
}
