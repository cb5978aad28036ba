/** The states a pod passes through before it runs, in order (spec §3/§4). */
export const STARTING_STATUSES = ['pending', 'provisioning', 'loading'] as const;
export type StartingStatus = (typeof STARTING_STATUSES)[number];

/**
 * Where each starting state begins on the progress bar. The simulator spends these shares of its start time in each;
 * RunPod's adapter starts each phase it reads there, so the bar means the same with either provider.
 */
export const PHASE_START_PROGRESS: Record<StartingStatus, number> = { pending: 0, provisioning: 10, loading: 40 };

/** The line shown beside a starting pod. */
export const PHASE_MESSAGES: Record<StartingStatus, string> = {
  pending: 'Waiting for a GPU',
  provisioning: 'Preparing the GPU machine',
  loading: 'Starting the container and loading the model',
};

/** The starting state a progress value falls in. */
export const startingStatusAt = (progress: number): StartingStatus =>
  progress >= PHASE_START_PROGRESS.loading ? 'loading' : progress >= PHASE_START_PROGRESS.provisioning ? 'provisioning' : 'pending';
