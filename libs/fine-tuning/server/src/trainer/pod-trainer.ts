import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { GPU_OPTIONS } from '@bagel/contract';
import { needsColumns } from '@bagel/fine-tuning-contract';
import type { Pod, PodProvider } from '@bagel/ports';
import type { Trainer, TrainingObserver, TrainingRun } from './trainer';
import { TRAINER_PORT, TRAINER_TOKEN_ENV, TrainerFiles, TrainerStatus, type TrainRequest } from './trainer-protocol';

export interface PodTrainerOptions {
  pods: PodProvider;
  /** The training container's image. */
  image: string;
  /** How often the pod and then the container are asked how far they got. */
  pollMs?: number;
  /** How long a running pod's container has to answer before the run fails (default 20 minutes). */
  startDeadlineMs?: number;
  fetch?: typeof globalThis.fetch;
}

const HOUR_MS = 60 * 60 * 1000;
/** The image is pulled before the pod runs; what remains is the container starting to listen. */
const START_DEADLINE_MS = 20 * 60 * 1000;

/**
 * Trains on a rented GPU pod: starts the training container on the job's GPUs, sends it the dataset's rows and the
 * run's settings, relays its loss curve and events, copies its checkpoint into the model, and terminates the pod.
 * GPU-hours count from the pod's creation, as providers bill; a run that reaches the estimate's hours is stopped, so
 * the charge never passes what was held. The pod outlives the process following it: another attempt follows it on.
 */
export function createPodTrainer({
  pods,
  image,
  pollMs = 5000,
  startDeadlineMs = START_DEADLINE_MS,
  fetch = globalThis.fetch,
}: PodTrainerOptions): Trainer {
  return {
    label: pods.label,
    async train(run, observer) {
      const { payload, signal } = run;
      const resumed = await podToCarryOn(pods, run, observer);
      const session = resumed ?? (await startPod(pods, image, run, observer));
      const gpuHours = () => ((Date.now() - session.createdAt) / HOUR_MS) * payload.accelerator_count;
      try {
        if (!resumed) await observer.remember(session);
        const base = await untilRunning(pods, session.podId, observer, { pollMs, signal });
        const ask = (path: string, init: RequestInit = {}) =>
          fetch(`${base}${path}`, { ...init, signal, headers: { ...init.headers, authorization: `Bearer ${session.token}` } });
        const call = (path: string, init: RequestInit = {}) =>
          ask(path, init).then(async (reply) => {
            if (!reply.ok)
              throw new Error(`The training container answered ${reply.status} to ${path}: ${(await reply.text()).slice(0, 200)}`);
            return reply;
          });
        const first = await untilAnswering(ask, observer, { pollMs, signal, deadlineMs: startDeadlineMs });
        // A container that already trains (an earlier attempt's pod) is followed, not started again.
        if (first.state === 'waiting') {
          await call('/dataset', {
            method: 'PUT',
            headers: { 'content-type': 'application/x-ndjson' },
            body: Readable.toWeb(Readable.from(jsonLines(run))) as ReadableStream,
            duplex: 'half',
          } as RequestInit);
          await call('/train', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(trainRequest(run)),
          });
          await observer.event('info', 'Sent the dataset and the settings; training');
        }

        // The container's whole curve is relayed each time (the job keeps a point per step once); its events from
        // where the last attempt got, remembered as they are relayed.
        let { eventsSeen } = session;
        for (;;) {
          const status = v.parse(TrainerStatus, await (await call('/status')).json());
          await observer.loss(status.loss);
          if (status.events.length > eventsSeen) {
            for (const event of status.events.slice(eventsSeen)) await observer.event(event.level, event.message);
            eventsSeen = status.events.length;
            await observer.remember({ ...session, eventsSeen });
          }
          if (status.total_steps !== null) await observer.progress({ step: status.step, totalSteps: status.total_steps });
          if (status.state === 'done') break;
          if (status.state === 'failed') throw new Error(status.error ?? 'The training container failed');
          if (gpuHours() >= run.maxGpuHours) throw new Error('The run reached the hours of its estimate and was stopped');
          await sleep(pollMs, undefined, { signal });
        }

        const { files } = v.parse(TrainerFiles, await (await call('/files')).json());
        for (const file of files) {
          const reply = await call(`/files/${file.path.split('/').map(encodeURIComponent).join('/')}`);
          if (!reply.body) throw new Error(`The training container sent no bytes for ${file.path}`);
          await observer.putFile(file.path, Readable.fromWeb(reply.body as never), reply.headers.get('content-type'));
        }
        await observer.event('info', `Saved ${files.length} checkpoint file(s) to the model`);
        return { gpuHours: Math.min(gpuHours(), run.maxGpuHours) };
      } finally {
        // A pod left running costs money by the hour: every end stops it, but a stopping process's, which leaves it
        // training for the attempt that carries the run on in another process.
        if (!signal.aborted) {
          await pods
            .terminate(session.podId)
            .catch(() => observer.event('error', `Could not terminate pod ${session.podId}; it must be stopped by hand`));
        }
      }
    },
  };
}

/**
 * What the pod trainer remembers with the job: the pod, the token its container checks, when the pod was created
 * (GPU-hours count from there, whichever attempt reports them) and how many of the container's events are relayed.
 */
const PodSession = v.object({ podId: v.string(), token: v.string(), createdAt: v.number(), eventsSeen: v.number() });
type PodSession = v.InferOutput<typeof PodSession>;

const ENDED: readonly Pod['status'][] = ['exited', 'failed', 'terminated'];

/** Rents the run's pod with a fresh token for its container. */
async function startPod(pods: PodProvider, image: string, run: TrainingRun, observer: TrainingObserver): Promise<PodSession> {
  const { payload } = run;
  const token = randomBytes(24).toString('hex');
  const createdAt = Date.now();
  const pod = await pods.create({
    name: `bagel-fine-tune-${run.jobId}`,
    image,
    gpuType: payload.accelerator_type,
    gpuCount: payload.accelerator_count,
    env: { [TRAINER_TOKEN_ENV]: token },
    httpPorts: [TRAINER_PORT],
    diskGb: 100,
  });
  await observer.event(
    'info',
    `Started ${pods.label} pod ${pod.id}: ${GPU_OPTIONS[payload.accelerator_type].label} × ${payload.accelerator_count}`,
  );
  return { podId: pod.id, token, createdAt, eventsSeen: 0 };
}

/**
 * The pod an earlier attempt trained on, when it still runs: its container kept training while the process that
 * followed it died. A pod that ended (or a run this trainer did not start) cannot be carried on: the run starts over.
 */
async function podToCarryOn(pods: PodProvider, run: TrainingRun, observer: TrainingObserver): Promise<PodSession | null> {
  if (!run.resume) return null;
  const session = v.safeParse(PodSession, run.resume.state);
  if (session.success) {
    const { podId } = session.output;
    const pod = await pods.get(podId);
    if (pod && !ENDED.includes(pod.status)) {
      await observer.event('info', `Following ${pods.label} pod ${podId} again: it kept training`);
      return session.output;
    }
    await observer.event('warning', `The pod ${podId} the run trained on is ${pod?.status ?? 'gone'}; the run starts over`);
  }
  await observer.startOver();
  return null;
}

/**
 * Waits for the running pod's container to answer `GET /status`, and gives its first status: RunPod's proxy serves
 * the port from the container's start and answers 502 until something listens, and its docs warn that a running pod
 * may not be ready. A container that never answers (a crash loop, a broken image) fails the run at the deadline with
 * what came back last.
 */
async function untilAnswering(
  ask: (path: string) => Promise<Response>,
  observer: TrainingObserver,
  { pollMs, signal, deadlineMs }: { pollMs: number; signal: AbortSignal; deadlineMs: number },
): Promise<TrainerStatus> {
  const since = Date.now();
  let told = false;
  for (;;) {
    let last: string;
    try {
      const reply = await ask('/status');
      if (reply.ok) return v.parse(TrainerStatus, await reply.json());
      last = `${reply.status} ${(await reply.text()).replace(/\s+/g, ' ').trim().slice(0, 200)}`.trim();
    } catch (error) {
      if (signal.aborted) throw error;
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      last = `none (${typeof cause === 'string' ? cause : error instanceof Error ? error.message : String(error)})`;
    }
    if (Date.now() - since >= deadlineMs) {
      throw new Error(`The training container did not answer within ${Math.round(deadlineMs / 60_000)} minutes: last answer ${last}`);
    }
    if (!told) await observer.event('info', 'Waiting for the training container to answer');
    told = true;
    await sleep(pollMs, undefined, { signal });
  }
}

/** Waits for the pod to run, saying how it starts; the training port's base URL. */
async function untilRunning(
  pods: PodProvider,
  id: string,
  observer: TrainingObserver,
  { pollMs, signal }: { pollMs: number; signal: AbortSignal },
): Promise<string> {
  let said = '';
  for (;;) {
    const pod = await pods.get(id);
    if (!pod) throw new Error(`The pod ${id} is gone`);
    if (ENDED.includes(pod.status)) {
      throw new Error(`The pod ${pod.status} before training started${pod.message ? `: ${pod.message}` : ''}`);
    }
    const url = pod.urls[TRAINER_PORT];
    if (pod.status === 'running' && url) return url.replace(/\/$/, '');
    const line = `Pod ${pod.status} (${pod.progress}%)`;
    if (line !== said) await observer.event('info', line);
    said = line;
    await sleep(pollMs, undefined, { signal });
  }
}

/** The rows the container trains on: a .txt file's text, or each row's input and output. */
async function* jsonLines(run: TrainingRun): AsyncGenerator<string> {
  const { payload } = run;
  const table = await run.readDataset();
  const columns = needsColumns(payload.file_name);
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''));
  for await (const row of table.rows) {
    const line = columns ? { input: text(row[payload.input_column]), output: text(row[payload.output_column]) } : { text: text(row.text) };
    yield `${JSON.stringify(line)}\n`;
  }
}

function trainRequest({ payload }: TrainingRun): TrainRequest {
  return {
    base_model: payload.hf_model_id ?? payload.base_model,
    epochs: payload.epochs,
    learning_rate: payload.learning_rate,
    batch_size: payload.batch_size,
    eval_batch_size: payload.eval_batch_size,
    gradient_accumulation_steps: payload.gradient_accumulation_steps,
    max_seq_length: payload.max_chunk_size,
    stride: payload.stride,
    min_segment_length: payload.min_segment_length,
    segmentation_method: payload.segmentation_method,
    train_test_split: payload.train_test_split,
    lora: { r: payload.lora_r, alpha: payload.lora_r * 2, dropout: payload.lora_dropout, target_modules: payload.lora_target_modules },
  };
}
