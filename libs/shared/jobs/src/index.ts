export { startJobQueue, type JobQueue, type JobState, type QueueDefinition, type RunningJob } from './job-queue';
