import { createElement, type ReactElement } from 'react';
import { ManageModelPage } from '@bagel/assets-web';
import { DeploySection } from '@bagel/deployments-web';
import { FineTuneJobPanel } from '@bagel/fine-tuning-web';

// Assets, fine-tuning and deployments may not import each other, so the shell puts the training job and the Deploy
// section into the model page's slots.
const training = (modelId: string) => createElement(FineTuneJobPanel, { modelId });
const deploy = (modelId: string) => createElement(DeploySection, { modelId });

/** A module of its own so the router loads the page (and its chunk, with the loss chart) only when it is visited. */
export function Component(): ReactElement {
  return createElement(ManageModelPage, { training, deploy });
}
