export { FineTuneJobPanel } from './job/fine-tune-job-panel';
