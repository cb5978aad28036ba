import { GPU_TYPES, type GpuType } from '@bagel/contract';
import { PodProviderError, type PodSpec } from '@bagel/ports';

const isWhole = (value: number, min: number, max = Number.MAX_SAFE_INTEGER) => Number.isInteger(value) && value >= min && value <= max;

/**
 * Refuses, before anything is rented, a spec no provider could run. Not retryable: the same spec fails the same way.
 * Both providers check the same things, so a spec the simulator takes is one RunPod is asked for.
 */
export function checkPodSpec(spec: PodSpec): void {
  const refuse = (message: string) => {
    throw new PodProviderError(message, false);
  };
  if (!GPU_TYPES.includes(spec.gpuType as GpuType)) refuse(`There is no GPU type '${spec.gpuType}'; choose one of ${GPU_TYPES.join(', ')}`);
  if (!isWhole(spec.gpuCount, 1)) refuse(`A pod needs a whole number of GPUs, at least 1, not ${spec.gpuCount}`);
  if (spec.image.trim() === '') refuse('A pod needs a container image');
  if (!isWhole(spec.diskGb, 1)) refuse(`A pod needs a whole number of GB of disk, at least 1, not ${spec.diskGb}`);
  const badPort = spec.httpPorts.find((port) => !isWhole(port, 1, 65_535));
  if (badPort !== undefined) refuse(`${badPort} is not a port number (1 to 65535)`);
}
