export { startJobQueue, type JobQueue, type JobState, type QueueDefinition, type RunningJob, type SendOptions } from './job-queue';
export { workPeriodically, type PeriodicJob } from './periodic-job';
