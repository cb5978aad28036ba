import type { FineTuneJob } from '@bagel/fine-tuning-contract';

/** Queued or running: the job can still change, so it is polled and its estimate is still held. */
export const isActive = (job: Pick<FineTuneJob, 'status'> | null | undefined) => job?.status === 'queued' || job?.status === 'running';
