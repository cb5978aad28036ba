import { BAGELS_PER_USD, type GpuType } from '@bagel/contract';
import { DEPLOY_MIN_MINUTES, type DeploymentCost } from '@bagel/deployments-contract';
import { hundredthsToBagels, usdToBagels } from '@bagel/util';

const MINUTE_MS = 60_000;

/** Hundredths of a Bagel an hour are counted in millionths, so float noise in a price is rounded away first. */
const MILLIONTHS_PER_MINUTE = 60 * 1_000_000;

/**
 * What one started minute of a pod costs, in hundredths of a Bagel: its hourly USD price × 25 ÷ 60, rounded up. Worked
 * in whole millionths of a hundredth, so $1.19 (2,975 hundredths an hour, 49.58… a minute) rounds up to 50, and $2.40
 * (exactly 100 a minute) never becomes 101 through float error.
 */
export function pricePerMinute(usdPerHour: number): number {
  if (!Number.isFinite(usdPerHour) || usdPerHour < 0) throw new RangeError(`A pod's price per hour must be 0 or more, not ${usdPerHour}`);
  const perHour = Math.round(usdPerHour * BAGELS_PER_USD * 100 * 1_000_000);
  return Math.floor((perHour + MILLIONTHS_PER_MINUTE - 1) / MILLIONTHS_PER_MINUTE);
}

/** What a deploy needs on the balance before it may start (hundredths). */
export const deployMinimum = (usdPerHour: number): number => pricePerMinute(usdPerHour) * DEPLOY_MIN_MINUTES;

/** The contract's cost of a pod at its hourly price. */
export function deploymentCost(gpuType: GpuType, gpuCount: number, usdPerHour: number): DeploymentCost {
  return {
    gpu_type: gpuType,
    gpu_count: gpuCount,
    usd_per_hour: usdPerHour,
    bgl_per_hour: usdToBagels(usdPerHour),
    bgl_per_minute: hundredthsToBagels(pricePerMinute(usdPerHour)),
  };
}

/** Minute k (from 0) of a pod that runs from `runningSince` starts k minutes after it, and is charged then. */
export const minuteStart = (runningSince: Date, minute: number): number => runningSince.getTime() + minute * MINUTE_MS;

/** Whether charging one more minute would take the deployment past its spend cap (none: never). */
export const passesSpendCap = (costSoFar: number, price: number, spendCap: number | null): boolean =>
  spendCap !== null && costSoFar + price > spendCap;
