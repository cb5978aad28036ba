import { randomBytes, randomInt } from 'node:crypto';
import { GPU_OPTIONS } from '@bagel/contract';

/**
 * The GPU types the fake rents and what it charges per GPU-hour: spec §9's price for a card of that memory, so a test
 * can expect the table's price from RunPod's `costPerHr`. Any other id is refused, as RunPod refuses ids outside its enum.
 */
export const FAKE_RUNPOD_GPU_PRICES: Readonly<Record<string, number>> = {
  'Tesla V100-SXM2-16GB': GPU_OPTIONS.NVIDIA_TESLA_V100.usdPerHour,
  'Tesla V100-PCIE-16GB': GPU_OPTIONS.NVIDIA_TESLA_V100.usdPerHour,
  'NVIDIA A100 80GB PCIe': GPU_OPTIONS.NVIDIA_TESLA_A100_80GB.usdPerHour,
  'NVIDIA A100-SXM4-80GB': GPU_OPTIONS.NVIDIA_TESLA_A100_80GB.usdPerHour,
  'NVIDIA H100 80GB HBM3': GPU_OPTIONS.NVIDIA_H100_80GB.usdPerHour,
  'NVIDIA H100 PCIe': GPU_OPTIONS.NVIDIA_H100_80GB.usdPerHour,
};

/** Shares of the start time at which RunPod has placed the pod on a machine, started its container, made it reachable. */
const PLACED_AT = 0.1;
const STARTED_AT = 0.4;

/**
 * What a fake pod's container does once started, as its proxy URL (`https://{podId}-{port}.proxy.runpod.net`) shows it.
 * RunPod's proxy answers 502 while nothing listens on the port (the model still loading, or the server crashed).
 */
export interface FakeContainer {
  /** Seconds the model server takes, once the pod is reachable, to answer (default 0). */
  loadSeconds?: number;
  /**
   * The server crashes this many seconds after each start and RunPod starts the container again: the pod stays
   * `desiredStatus: RUNNING`, its `lastStartedAt` moves on to each new start, and the server never answers.
   */
  crashEverySeconds?: number;
  /** Its answers take longer than the proxy's 100 s: a chat completion not streamed gets the proxy's 524. */
  slowAnswers?: boolean;
}

/** A pod as the fake keeps it. */
export interface FakePodRecord {
  id: string;
  name: string;
  imageName: string;
  dockerEntrypoint: string[];
  dockerStartCmd: string[];
  env: Record<string, string>;
  ports: string[];
  containerDiskInGb: number;
  volumeInGb: number;
  cloudType: string;
  gpuTypeId: string;
  gpuCount: number;
  machineId: string;
  publicIp: string;
  createdAt: number;
  exitedAt: number | null;
  terminatedAt: number | null;
  container: FakeContainer;
}

/** What a create request asks for, or what RunPod would answer instead (`{ error, status }`). */
export type CreateRequest = Omit<
  FakePodRecord,
  'id' | 'gpuTypeId' | 'machineId' | 'publicIp' | 'createdAt' | 'exitedAt' | 'terminatedAt' | 'container'
> & {
  gpuTypeIds: string[];
};

const isWhole = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** Reads a `POST /pods` body as RunPod's PodCreateInput, with its defaults; a string is the 400 RunPod would answer. */
export function readCreateRequest(body: unknown): CreateRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const input = body as Record<string, unknown>;
  const {
    name = 'my pod',
    imageName,
    dockerEntrypoint = [],
    dockerStartCmd = [],
    env = {},
    ports = ['8888/http', '22/tcp'],
    gpuTypeIds,
    gpuCount = 1,
    containerDiskInGb = 50,
    volumeInGb = 20,
    cloudType = 'SECURE',
  } = input;
  if (typeof imageName !== 'string' || imageName.trim() === '') return 'imageName is required';
  if (!isStringList(dockerEntrypoint)) return 'dockerEntrypoint must be a list of strings';
  if (!isStringList(dockerStartCmd)) return 'dockerStartCmd must be a list of strings';
  if (typeof name !== 'string' || name.length > 191) return 'name must be a string of at most 191 characters';
  if (!Array.isArray(gpuTypeIds) || gpuTypeIds.length === 0) return 'gpuTypeIds must list at least one GPU type';
  const unknown = gpuTypeIds.find((id) => typeof id !== 'string' || !(id in FAKE_RUNPOD_GPU_PRICES));
  if (unknown !== undefined) return `gpuTypeIds: ${JSON.stringify(unknown)} is not a GPU type id`;
  if (!isWhole(gpuCount, 1)) return 'gpuCount must be an integer of at least 1';
  if (!isStringRecord(env)) return 'env must map names to string values';
  if (!Array.isArray(ports) || !ports.every((port) => typeof port === 'string' && /^\d+\/(http|tcp)$/.test(port)))
    return 'ports must be a list such as ["8888/http", "22/tcp"]';
  if (!isWhole(containerDiskInGb, 1) || !isWhole(volumeInGb, 0)) return 'containerDiskInGb and volumeInGb must be whole GB';
  if (cloudType !== 'SECURE' && cloudType !== 'COMMUNITY') return 'cloudType must be SECURE or COMMUNITY';
  return { name, imageName, dockerEntrypoint, dockerStartCmd, env, ports, gpuTypeIds, gpuCount, containerDiskInGb, volumeInGb, cloudType };
}

/** A new pod on the first requested GPU type `hasRoom` for, with RunPod-like ids; undefined when none has. */
export function placePod(
  request: CreateRequest,
  { createdAt, container }: { createdAt: number; container: FakeContainer },
  hasRoom: (gpuTypeId: string, gpuCount: number) => boolean,
): FakePodRecord | undefined {
  const gpuTypeId = request.gpuTypeIds.find((id) => hasRoom(id, request.gpuCount));
  if (gpuTypeId === undefined) return undefined;
  return {
    name: request.name,
    imageName: request.imageName,
    dockerEntrypoint: request.dockerEntrypoint,
    dockerStartCmd: request.dockerStartCmd,
    env: request.env,
    ports: request.ports,
    containerDiskInGb: request.containerDiskInGb,
    volumeInGb: request.volumeInGb,
    cloudType: request.cloudType,
    gpuCount: request.gpuCount,
    id: randomBytes(7).toString('hex'),
    gpuTypeId,
    machineId: randomBytes(6).toString('hex'),
    publicIp: `203.0.113.${randomInt(1, 255)}`,
    createdAt,
    exitedAt: null,
    terminatedAt: null,
    container,
  };
}

const tcpMappings = (pod: FakePodRecord) =>
  Object.fromEntries(pod.ports.filter((port) => port.endsWith('/tcp')).map((port, index) => [port.split('/')[0], 10_000 + index]));

/** When the pod's container last started (ms), if it has: a crash-looping one is started again after each crash. */
function lastStarted(pod: FakePodRecord, now: number, startMs: number): number | null {
  const firstStart = pod.createdAt + STARTED_AT * startMs;
  const until = pod.terminatedAt ?? pod.exitedAt ?? now;
  if (until < firstStart) return null;
  const every = (pod.container.crashEverySeconds ?? 0) * 1000;
  return every > 0 ? firstStart + Math.floor((until - firstStart) / every) * every : firstStart;
}

/** Whether the pod's model server answers at `now` (through RunPod's proxy, which answers 502 until it does). */
export function modelServerAnswers(pod: FakePodRecord, now: number, startMs: number): boolean {
  if (pod.terminatedAt !== null || pod.exitedAt !== null || pod.container.crashEverySeconds) return false;
  return now >= pod.createdAt + startMs + (pod.container.loadSeconds ?? 0) * 1000;
}

/** The pod as RunPod's `GET /pods/{podId}` shows it at `now`, its start advanced by time over `startMs`. */
export function podJson(pod: FakePodRecord, now: number, startMs: number): Record<string, unknown> {
  const share = startMs === 0 ? 1 : (now - pod.createdAt) / startMs;
  const ended = pod.terminatedAt ?? pod.exitedAt;
  const reachable = share >= 1 && ended === null;
  const costPerHr = Math.round((FAKE_RUNPOD_GPU_PRICES[pod.gpuTypeId] ?? 0) * pod.gpuCount * 100) / 100;
  const startedAt = lastStarted(pod, now, startMs);
  const started = startedAt === null ? null : new Date(startedAt);
  const changed =
    ended === null ? `Rented by User: ${new Date(pod.createdAt).toString()}` : `Exited by User: ${new Date(ended).toString()}`;
  return {
    id: pod.id,
    name: pod.name,
    image: pod.imageName,
    dockerEntrypoint: pod.dockerEntrypoint,
    dockerStartCmd: pod.dockerStartCmd,
    desiredStatus: pod.terminatedAt !== null ? 'TERMINATED' : pod.exitedAt !== null ? 'EXITED' : 'RUNNING',
    costPerHr,
    adjustedCostPerHr: costPerHr,
    gpu: { id: pod.gpuTypeId, count: pod.gpuCount, displayName: pod.gpuTypeId },
    ...(share >= PLACED_AT ? { machineId: pod.machineId } : {}),
    lastStartedAt: started?.toISOString() ?? null,
    lastStatusChange: changed,
    ports: pod.ports,
    portMappings: reachable ? tcpMappings(pod) : {},
    publicIp: reachable ? pod.publicIp : '',
    env: pod.env,
    containerDiskInGb: pod.containerDiskInGb,
    volumeInGb: pod.volumeInGb,
    interruptible: false,
    locked: false,
  };
}
