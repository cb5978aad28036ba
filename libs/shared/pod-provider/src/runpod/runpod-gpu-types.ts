import { GPU_OPTIONS, GPU_TYPES, type GpuType } from '@bagel/contract';

/** Which of RunPod's GPU types may serve each of our GPU options. */
export type RunPodGpuTypeIds = Record<GpuType, readonly string[]>;

/**
 * RunPod's GPU type ids (the `gpuTypeIds` enum of its REST API v1, rest.runpod.io/v1/openapi.json) for each of spec
 * §9's GPU options; RunPod rents whichever of them it has free. RunPod rents no 40 GB A100, so NVIDIA_TESLA_A100 asks for
 * the 80 GB cards: the pod then costs what RunPod charges for those, which its `costPerHr` says.
 */
export const RUNPOD_GPU_TYPE_IDS: RunPodGpuTypeIds = {
  NVIDIA_TESLA_V100: ['Tesla V100-SXM2-16GB', 'Tesla V100-PCIE-16GB'],
  NVIDIA_TESLA_A100: ['NVIDIA A100 80GB PCIe', 'NVIDIA A100-SXM4-80GB'],
  NVIDIA_TESLA_A100_80GB: ['NVIDIA A100 80GB PCIe', 'NVIDIA A100-SXM4-80GB'],
  NVIDIA_H100_80GB: ['NVIDIA H100 80GB HBM3', 'NVIDIA H100 PCIe'],
};

/**
 * Our GPU option a RunPod GPU type stands for, to price a pod RunPod gave no cost for. Where several options share a
 * RunPod type (the A100s), the dearest: a guessed price should not bill less than the card costs.
 */
export function gpuTypeForRunPod(runPodId: string, table: RunPodGpuTypeIds): GpuType | undefined {
  const candidates = GPU_TYPES.filter((gpuType) => table[gpuType].includes(runPodId));
  return candidates.sort((a, b) => GPU_OPTIONS[b].usdPerHour - GPU_OPTIONS[a].usdPerHour)[0];
}
