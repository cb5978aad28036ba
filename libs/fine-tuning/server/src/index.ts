export { fineTuningPlugin, type FineTuningPluginOptions } from './fine-tuning.plugin';
export { fineTuningMigrations } from './fine-tuning.migrations';
export { createFineTunes, type FineTunes } from './fine-tunes.service';
export { createLocalSimulator, LOCAL_SIMULATOR } from './trainer/local-simulator';
export type { Trainer } from './trainer/trainer';
export { createPodTrainer, type PodTrainerOptions } from './trainer/pod-trainer';
