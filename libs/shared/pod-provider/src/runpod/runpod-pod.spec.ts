import { describe, expect, it } from 'vitest';
import { RUNPOD_GPU_TYPE_IDS } from './runpod-gpu-types';
import { podFromRunPod, type RunPodPod } from './runpod-pod';

const STARTED = '2025-01-01T00:00:00.000Z';
const map = (pod: Partial<RunPodPod>) =>
  podFromRunPod({ id: 'xedezhzb9la3ye', desiredStatus: 'RUNNING', ...pod }, { gpuTypeIds: RUNPOD_GPU_TYPE_IDS });

const onMachine = { machineId: 's194cr8pls2z', gpu: { id: 'NVIDIA H100 80GB HBM3', count: 2 }, ports: ['8000/http'] };
const started = { ...onMachine, lastStartedAt: STARTED };

describe('podFromRunPod', () => {
  it('reads a pod not yet on a machine as pending', () => {
    expect(map({})).toMatchObject({ status: 'pending', progress: 0, runningSince: null, message: 'Waiting for a GPU', urls: {} });
  });

  it('reads a pod on a machine, not yet started, as provisioning', () => {
    expect(map(onMachine)).toMatchObject({ status: 'provisioning', progress: 10, runningSince: null });
  });

  // RunPod's proxy serves an HTTP port once the container runs; an HTTP-only pod may never get a public IP or a port
  // mapping, so waiting for one could leave a deployment loading for ever. Whether the server answers is probed after.
  it.each([
    ['no public IP', { publicIp: '', portMappings: {} }],
    ['no address fields at all', {}],
    ['a public IP and a TCP mapping', { publicIp: '100.65.0.119', portMappings: { 22: 10341 }, ports: ['8000/http', '22/tcp'] }],
  ])("reads a started pod (%s) as running since its container started, each HTTP port at RunPod's proxy", (_, address) => {
    expect(map({ ...started, ...address, costPerHr: 5.38 })).toEqual({
      id: 'xedezhzb9la3ye',
      status: 'running',
      progress: 100,
      costPerHourUsd: 5.38,
      runningSince: STARTED,
      message: null,
      urls: { 8000: 'https://xedezhzb9la3ye-8000.proxy.runpod.net' },
    });
  });

  it('reads EXITED as exited and TERMINATED as terminated, with what RunPod says happened', () => {
    const exited = map({ ...started, desiredStatus: 'EXITED', lastStatusChange: 'Exited by User: Wed Jan 01 2025' });
    expect(exited).toMatchObject({ status: 'exited', progress: 100, message: 'Exited by User: Wed Jan 01 2025', urls: {} });
    expect(map({ desiredStatus: 'TERMINATED' })).toMatchObject({ status: 'terminated', progress: 0, runningSince: null, urls: {} });
  });

  it('reads a status it does not know as failed, naming it', () => {
    expect(map({ ...started, desiredStatus: 'MIGRATING' })).toMatchObject({
      status: 'failed',
      message: "RunPod reports the pod as 'MIGRATING'",
    });
  });

  it.each([
    [0.74, 0.74],
    ['0.74', 0.74],
  ])("takes RunPod's cost per hour (%j)", (costPerHr, usd) => {
    expect(map({ ...started, costPerHr }).costPerHourUsd).toBe(usd);
  });

  it.each([undefined, null, 0, '', 'n/a'])('prices from the GPU table when RunPod gives no cost (%j)', (costPerHr) => {
    expect(map({ ...started, costPerHr }).costPerHourUsd).toBe(5.98);
    expect(map({ costPerHr, gpu: { id: 'Tesla V100-SXM2-16GB' } }).costPerHourUsd).toBe(0.49);
    expect(map({ costPerHr, gpu: { id: 'NVIDIA GeForce RTX 4090', count: 1 } }).costPerHourUsd).toBe(0);
  });
});
