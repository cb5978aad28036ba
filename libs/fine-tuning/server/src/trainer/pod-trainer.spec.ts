import { afterEach, describe, expect, it } from 'vitest';
import type { Pod, PodProvider, PodSpec } from '@bagel/ports';
import { startFakeTrainerContainer, type FakeTrainerContainer } from '../testing/fake-trainer-container';
import { recordingObserver, trainingRun } from '../testing/training-run';
import type { LossPoint } from './trainer';
import { createPodTrainer } from './pod-trainer';
import { TRAINER_PORT, TRAINER_TOKEN_ENV } from './trainer-protocol';

/** Pods that start on the second look and serve the fake container on the training port. */
function fakePods(containerUrl: () => string) {
  const specs: PodSpec[] = [];
  const pods = new Map<string, { looks: number; terminated: boolean }>();
  const view = (id: string, looks: number, terminated: boolean): Pod => ({
    id,
    status: terminated ? 'terminated' : looks > 1 ? 'running' : 'provisioning',
    progress: looks > 1 ? 100 : 40,
    costPerHourUsd: 1.19,
    runningSince: looks > 1 ? new Date().toISOString() : null,
    message: null,
    urls: looks > 1 ? { [TRAINER_PORT]: containerUrl() } : {},
  });
  const provider: PodProvider = {
    label: 'Test pods',
    async create(spec) {
      specs.push(spec);
      const id = `pod-${specs.length}`;
      pods.set(id, { looks: 0, terminated: false });
      return view(id, 0, false);
    },
    async get(id) {
      const pod = pods.get(id);
      if (!pod) return undefined;
      pod.looks += 1;
      return view(id, pod.looks, pod.terminated);
    },
    async terminate(id) {
      const pod = pods.get(id);
      if (pod) pod.terminated = true;
    },
  };
  return { provider, specs, pods };
}

let container: FakeTrainerContainer | undefined;
afterEach(() => container?.close());

const ROWS = [
  { question: 'What is a bagel?', answer: 'Bread with a hole' },
  { question: 'Who bakes it?', answer: 'Bakers' },
];

describe('the pod trainer', () => {
  it('starts the container on the run’s GPUs, ships the rows and settings, relays the curve, copies the checkpoint and stops the pod', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV], steps: 3 });
    const { events, loss, progress, files, observer } = recordingObserver();
    const result = await createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 }).train(
      trainingRun({}, ROWS),
      observer,
    );

    expect(pods.specs[0]).toMatchObject({ image: 'bagel/trainer:1', gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1, httpPorts: [TRAINER_PORT] });
    expect(container.datasetLines()).toEqual([
      { input: 'What is a bagel?', output: 'Bread with a hole' },
      { input: 'Who bakes it?', output: 'Bakers' },
    ]);
    expect(container.trainRequest()).toMatchObject({
      base_model: 'meta-llama/Llama-3.2-1B',
      epochs: 2,
      lora: { r: 8, alpha: 16, target_modules: ['q_proj', 'v_proj'] },
    });
    expect(loss.map((point) => point.step)).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toEqual({ step: 3, totalSteps: 3 });
    expect(events).toContain('Loaded meta-llama/Llama-3.2-1B; 2 rows');
    expect(Object.fromEntries(files)).toEqual({ 'adapter_config.json': '{"peft_type":"LORA"}\n', 'adapter_model.safetensors': 'weights' });
    expect(result.gpuHours).toBeGreaterThan(0);
    expect(result.gpuHours).toBeLessThanOrEqual(0.5);
    expect(pods.pods.get('pod-1')?.terminated).toBe(true);
  });

  it('waits for a running pod’s container to answer before sending it anything', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV], refuseFirst: 3 });
    const { events, files, observer } = recordingObserver();
    await createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 }).train(trainingRun({}, ROWS), observer);
    expect(events).toContain('Waiting for the training container to answer');
    expect(container.datasetLines()).toHaveLength(2);
    expect(files.size).toBe(2);
  });

  it('fails a container that never answers at the start deadline, with its last answer, and stops the pod', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV], refuseFirst: Infinity });
    const { observer } = recordingObserver();
    const trainer = createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1, startDeadlineMs: 20 });
    await expect(trainer.train(trainingRun({}, ROWS), observer)).rejects.toThrow(
      /^The training container did not answer within \d+ minutes: last answer 502 Bad Gateway$/,
    );
    expect(container.datasetLines()).toEqual([]);
    expect(pods.pods.get('pod-1')?.terminated).toBe(true);
  });

  it('fails with the container’s error, and still stops the pod', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({
      token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV],
      steps: 5,
      failAt: { step: 2, error: 'CUDA out of memory' },
    });
    const { observer } = recordingObserver();
    await expect(
      createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 }).train(trainingRun({}, ROWS), observer),
    ).rejects.toThrow('CUDA out of memory');
    expect(pods.pods.get('pod-1')?.terminated).toBe(true);
  });

  it('leaves the pod training when its process stops, and the next attempt follows that pod to the end', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV], steps: 6 });
    const trainer = createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 });
    const recorded = recordingObserver();
    const stopping = new AbortController();
    // The process stops once two steps are relayed.
    const observer = {
      ...recorded.observer,
      loss: async (points: LossPoint[]) => {
        await recorded.observer.loss(points);
        if (recorded.loss.length >= 2) stopping.abort(new Error('The process is stopping'));
      },
    };
    await expect(trainer.train(trainingRun({ signal: stopping.signal }, ROWS), observer)).rejects.toThrow();
    expect(pods.pods.get('pod-1')?.terminated).toBe(false);

    const step = recorded.progress.at(-1)?.step ?? 0;
    const result = await trainer.train(trainingRun({ resume: { step, state: recorded.state() } }, ROWS), recorded.observer);
    expect(pods.specs).toHaveLength(1);
    expect(recorded.events).toContain('Following Test pods pod pod-1 again: it kept training');
    expect(recorded.events.filter((event) => event === 'Sent the dataset and the settings; training')).toHaveLength(1);
    expect(recorded.events.filter((event) => event.startsWith('Loaded '))).toHaveLength(1);
    expect(recorded.loss.map((point) => point.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recorded.files.size).toBe(2);
    expect(result.gpuHours).toBeGreaterThan(0);
    expect(pods.pods.get('pod-1')?.terminated).toBe(true);
  });

  it('starts the run over on a new pod when the earlier attempt’s pod has ended', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs.at(-1)?.env[TRAINER_TOKEN_ENV], steps: 2 });
    const oldPod = { name: 'bagel-fine-tune-job-1', image: 'bagel/trainer:1', gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 } as const;
    await pods.provider.create({ ...oldPod, env: { [TRAINER_TOKEN_ENV]: 'old' }, httpPorts: [TRAINER_PORT], diskGb: 100 });
    await pods.provider.terminate('pod-1');
    const gone = { podId: 'pod-1', token: 'old', createdAt: Date.now(), eventsSeen: 0 };
    const { events, loss, remembered, observer } = recordingObserver();
    loss.push({ step: 9, epoch: 1, loss: 9 });
    await createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 }).train(
      trainingRun({ resume: { step: 9, state: gone } }, ROWS),
      observer,
    );
    expect(events).toContain('The pod pod-1 the run trained on is terminated; the run starts over');
    expect(remembered[0]).toBeNull();
    expect(pods.specs).toHaveLength(2);
    expect(loss.map((point) => point.step)).toEqual([1, 2]);
    expect(pods.pods.get('pod-2')?.terminated).toBe(true);
  });

  it('stops a run that reaches the hours of its estimate', async () => {
    const pods = fakePods(() => container?.url ?? '');
    container = await startFakeTrainerContainer({ token: () => pods.specs[0]?.env[TRAINER_TOKEN_ENV], steps: 1000 });
    const { observer } = recordingObserver();
    const run = trainingRun({ maxGpuHours: 1e-9 }, ROWS);
    await expect(createPodTrainer({ pods: pods.provider, image: 'bagel/trainer:1', pollMs: 1 }).train(run, observer)).rejects.toThrow(
      'The run reached the hours of its estimate and was stopped',
    );
    expect(pods.pods.get('pod-1')?.terminated).toBe(true);
  });
});
