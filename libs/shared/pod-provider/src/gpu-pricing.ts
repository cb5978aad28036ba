import { GPU_OPTIONS, type GpuType } from '@bagel/contract';

/**
 * Spec §9's price of a pod: the GPU's price per hour times the GPUs it has, in USD. Rounded to the cent, as the table's
 * prices are, so float error (1.19 × 3) never reaches billing.
 */
export const costPerHourUsd = (gpuType: GpuType, gpuCount: number): number =>
  Math.round(GPU_OPTIONS[gpuType].usdPerHour * gpuCount * 100) / 100;
