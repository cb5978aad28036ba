import { generatePath } from 'react-router';
import { PATHS } from '@bagel/contract';

/** The model's own page, where it was deployed from. */
export const modelPath = (modelId: string) => generatePath(PATHS.manageModel, { modelId });

/** The playground of one deployment. */
export const chatPath = (podId: string) => generatePath(PATHS.deploymentChat, { podId });
