import { GENERATION_PRICES, type Generation, type GenerationKind } from '@bagel/generation-contract';
import { formatMoney, type Currency } from '@bagel/util';

/** 'image' / 'video', and their plurals, as the page's texts use them. */
export const KIND_NOUNS: Record<GenerationKind, { one: string; many: string }> = {
  image: { one: 'image', many: 'images' },
  video: { one: 'video', many: 'videos' },
};

/** What one output of a kind costs, in the user's currency: '🥯 2.00' or '$0.08'. */
export const priceText = (kind: GenerationKind, currency: Currency) => formatMoney(GENERATION_PRICES[kind], currency);

/** '1024 × 768', or '4 s · 256 × 256' for a video. */
export function formatOf(output: Generation): string {
  const size = output.size.replace('x', ' × ');
  return output.kind === 'video' && output.seconds !== null ? `${output.seconds} s · ${size}` : size;
}
