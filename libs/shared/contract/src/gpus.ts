/** Spec §9's GPU options; the price is what the provider charges per GPU-hour, in USD. */
export const GPU_TYPES = ['NVIDIA_TESLA_V100', 'NVIDIA_TESLA_A100', 'NVIDIA_TESLA_A100_80GB', 'NVIDIA_H100_80GB'] as const;
export type GpuType = (typeof GPU_TYPES)[number];
export const DEFAULT_GPU_TYPE: GpuType = 'NVIDIA_TESLA_A100';

export interface GpuOption {
  label: string;
  memoryGb: number;
  usdPerHour: number;
  /** NVIDIA's CUDA compute capability (Volta 7.0, Ampere 8.0, Hopper 9.0): below 8.0 there is no bfloat16. */
  computeCapability: number;
}

/**
 * Spec §9: one table for the wizard's choices, the training estimate, the pod provider's price per hour and what the
 * model server may ask of the card.
 */
export const GPU_OPTIONS: Record<GpuType, GpuOption> = {
  NVIDIA_TESLA_V100: { label: 'NVIDIA Tesla V100 16GB', memoryGb: 16, usdPerHour: 0.49, computeCapability: 7.0 },
  NVIDIA_TESLA_A100: { label: 'NVIDIA Tesla A100 40GB', memoryGb: 40, usdPerHour: 1.19, computeCapability: 8.0 },
  NVIDIA_TESLA_A100_80GB: { label: 'NVIDIA Tesla A100 80GB', memoryGb: 80, usdPerHour: 1.64, computeCapability: 8.0 },
  NVIDIA_H100_80GB: { label: 'NVIDIA H100 80GB', memoryGb: 80, usdPerHour: 2.99, computeCapability: 9.0 },
};

/** Spec §9: accelerator count choices (default 1). */
export const GPU_COUNTS = [1, 2, 4, 8] as const;
export const GPU_COUNT_ERROR = 'Please select a valid number of GPUs (1, 2, 4, or 8)';
