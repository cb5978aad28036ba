import { afterEach, describe, expect, it } from 'vitest';
import type { Pod, PodProvider, PodSpec } from '@bagel/ports';
import { startFakeTrainerContainer, type FakeTrainerContainer } from '../testing/fake-trainer-container';
import { recordingObserver, trainingRun } from '../testing/training-run';
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
