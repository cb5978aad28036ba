import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '@mantine/core';
import { theme } from '../theme';

function BagelSymbol() {
  return (
    <Text fz={48} fw={700}>
      🥯 1,000.00
    </Text>
  );
}

/** Draws the bagel with the theme's fonts and counts pixels in colour: a missing glyph is a grey or black box. */
async function colouredPixelsOfTheBagel(): Promise<number> {
  const font = `48px ${theme.fontFamily ?? 'sans-serif'}`;
  await document.fonts.load(font, '🥯');
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.font = font;
  context.textBaseline = 'top';
  context.fillText('🥯', 4, 4);
  const { data } = context.getImageData(0, 0, 64, 64);
  let coloured = 0;
  for (let at = 0; at < data.length; at += 4) {
    const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(at, at + 4);
    if (alpha > 0 && Math.max(red, green, blue) - Math.min(red, green, blue) > 40) coloured += 1;
  }
  return coloured;
}

/**
 * Spec §9's currency symbol, the bagel emoji, in colour even where the system has no emoji font (Debian's Chromium, as
 * these stories run): the theme falls back to the bundled 'Bagel Emoji' for U+1F96F alone.
 */
const meta = { title: 'Shared/BagelEmoji', component: BagelSymbol } satisfies Meta<typeof BagelSymbol>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InColour: Story = {
  play: async () => {
    await expect(await colouredPixelsOfTheBagel()).toBeGreaterThan(100);
  },
};
