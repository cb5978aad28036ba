import { createElement, type ReactElement } from 'react';
import { ManageModelPage } from '@bagel/assets-web';
import { FineTuneJobPanel } from '@bagel/fine-tuning-web';

// Assets and fine-tuning may not import each other, so the shell puts the training job into the model page's slot.
const training = (modelId: string) => createElement(FineTuneJobPanel, { modelId });

/** A module of its own so the router loads the page (and its chunk, with the loss chart) only when it is visited. */
export function Component(): ReactElement {
  return createElement(ManageModelPage, { training });
}
