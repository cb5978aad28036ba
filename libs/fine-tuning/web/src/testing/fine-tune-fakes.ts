import { getUserData } from '@bagel/wallet-contract';
import { listDatasets } from '@bagel/assets-contract';
import { getFineTuneJob, NO_FINE_TUNE_JOB, type FineTuneJob } from '@bagel/fine-tuning-contract';
import { TEST_USER } from '@bagel/session/testing';
import { failure, fakeFetch, fakeRoute, type FakeHandler, type RouteFake } from '@bagel/web-testing';

export const MODEL_ID = '8b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const JOB_PATH = `/api/v1/fine-tune/jobs/${MODEL_ID}`;
const STARTED = '2025-03-04T15:00:00.000Z';

/** A loss curve that falls from 2.31 to 0.84 over `steps` steps, one point every 10 steps. */
export function lossCurve(steps: number, epochs = 3) {
  const points = Math.max(1, Math.floor(steps / 10));
  return Array.from({ length: points }, (_, index) => {
    const step = ((index + 1) * steps) / points;
    const fraction = points === 1 ? 1 : index / (points - 1);
    return { step, epoch: Math.ceil((step / steps) * epochs), loss: Number((2.31 - 1.47 * Math.sqrt(fraction)).toFixed(4)) };
  });
}

/** A job as the server answers for it: queued on the local simulator, nothing trained yet. */
export const fineTuneJob = (overrides: Partial<FineTuneJob> = {}): FineTuneJob => ({
  job_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
  model_id: MODEL_ID,
  status: 'queued',
  trainer: 'Local simulator',
  base_model: 'meta-llama/Llama-3.2-1B-Instruct',
  file_name: 'data/train.jsonl',
  gpu_type: 'NVIDIA_TESLA_A100',
  gpu_count: 2,
  epochs: 3,
  progress: 0,
  step: 0,
  total_steps: 120,
  estimate_bgl: 120,
  charged_bgl: null,
  events: [{ at: STARTED, level: 'info', message: 'Queued on Local simulator' }],
  loss: [],
  error: null,
  created_at: STARTED,
  finished_at: null,
  ...overrides,
});

const TRAINING_EVENTS: FineTuneJob['events'] = [
  { at: STARTED, level: 'info', message: 'Queued on Local simulator' },
  { at: '2025-03-04T15:01:00.000Z', level: 'info', message: 'Training started' },
  { at: '2025-03-04T15:04:00.000Z', level: 'warning', message: 'Evaluation loss rose for one epoch' },
];

export const runningJob = (overrides: Partial<FineTuneJob> = {}) =>
  fineTuneJob({ status: 'running', progress: 50, step: 60, loss: lossCurve(120).slice(0, 6), events: TRAINING_EVENTS, ...overrides });

/** Trained to the end and settled: 120 BGL were held, 96.5 charged, the rest refunded. */
export const succeededJob = (overrides: Partial<FineTuneJob> = {}) =>
  fineTuneJob({
    status: 'succeeded',
    progress: 100,
    step: 120,
    loss: lossCurve(120),
    charged_bgl: 96.5,
    events: [...TRAINING_EVENTS, { at: '2025-03-04T15:09:00.000Z', level: 'info', message: 'Training finished; checkpoint saved' }],
    finished_at: '2025-03-04T15:09:00.000Z',
    ...overrides,
  });

export const failedJob = (overrides: Partial<FineTuneJob> = {}) =>
  fineTuneJob({
    status: 'failed',
    progress: 25,
    step: 30,
    loss: lossCurve(120).slice(0, 3),
    charged_bgl: 30,
    error: 'The GPU ran out of memory at step 31. Try a smaller batch size.',
    events: [...TRAINING_EVENTS.slice(0, 2), { at: '2025-03-04T15:03:00.000Z', level: 'error', message: 'CUDA out of memory' }],
    finished_at: '2025-03-04T15:03:00.000Z',
    ...overrides,
  });

/** The 404 of an uploaded or cloned model. */
export const noJob = failure(404, NO_FINE_TUNE_JOB, 'Not Found');

/** The api cannot reach its database the first time; later calls are answered by `then`. */
export function unreachableOnce(then: FakeHandler<typeof getFineTuneJob>): FakeHandler<typeof getFineTuneJob> {
  let failed = false;
  return (request) => {
    if (failed) return then(request);
    failed = true;
    return failure(503, 'The database is not reachable right now. Please try again shortly.', 'Service Unavailable')();
  };
}

/** Replies in turn, the last one again and again: a job's state as it is polled. */
export function inTurn(first: FineTuneJob, ...later: FineTuneJob[]): FakeHandler<typeof getFineTuneJob> {
  const jobs = [first, ...later];
  let next = 0;
  return () => ({ body: jobs[Math.min(next++, jobs.length - 1)] ?? first });
}

/** A fake API for the panel: the job (or whatever `job` answers), empty asset lists and alice's balance. */
export const fineTuneFetch = (job: FakeHandler<typeof getFineTuneJob> = () => ({ body: fineTuneJob() }), handlers: RouteFake[] = []) =>
  fakeFetch([
    fakeRoute(getFineTuneJob, job),
    fakeRoute(listDatasets, () => ({ body: { datasets: [] } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 903.5 } })),
    ...handlers,
  ]);
