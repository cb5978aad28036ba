import * as v from 'valibot';
import { defineRoute, groupThousands } from '@bagel/contract';
import { AssetParams } from './assets.routes';

/** An asset's card is the file at its root with this name, as on the Hugging Face hub: a clone or an upload brings it. */
export const README_PATH = 'README.md';
/** What is read of a README, and the most a written one may hold: a card, not a book. */
export const MAX_README_BYTES = 64 * 1024;

export const getAssetReadme = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}/readme',
  summary: "An asset's README.md, its card (at most 64 KiB of it): for whoever may see the asset, its listing included",
  tag: 'assets',
  access: 'user-or-service',
  params: AssetParams,
  errors: [404],
  response: v.object({ content: v.nullable(v.string()) }),
});

/** Written as the asset's README.md file, replacing the one there; empty text removes it. */
export const setAssetReadme = defineRoute({
  method: 'PUT',
  path: '/api/v1/asset/{id}/readme',
  summary: "Write an asset's README.md (Markdown, at most 64 KiB; empty removes it): its owner only",
  tag: 'assets',
  access: 'user',
  params: AssetParams,
  body: v.object({
    content: v.pipe(
      v.string('The README must be text'),
      v.check(
        (text) => new TextEncoder().encode(text).length <= MAX_README_BYTES,
        `The README must be at most ${groupThousands(MAX_README_BYTES / 1024)} KiB`,
      ),
    ),
  }),
  errors: [403, 404, 409],
  response: v.object({ content: v.nullable(v.string()) }),
});
