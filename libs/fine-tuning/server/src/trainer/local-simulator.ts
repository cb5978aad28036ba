import { setTimeout as sleep } from 'node:timers/promises';
import { GPU_OPTIONS } from '@bagel/contract';
import { simulatedCheckpoint } from './simulated-checkpoint';
import { simulatedLossCurve } from './simulated-loss-curve';
import type { LossPoint, Trainer } from './trainer';

export const LOCAL_SIMULATOR = 'Local simulator';

/** The chart needs a curve, not every step of a long run: at most this many points are logged. */
const MAX_LOGGED_STEPS = 200;

export interface LocalSimulatorOptions {
  /** How long a whole run takes here, whatever its size: a demo watches it finish, a test does not wait. */
  runSeconds?: number;
}

/**
 * The default trainer: it plans the run as the real trainer would (steps from the dataset's tokens, the batch, the
 * gradient accumulation and the chunk size), then walks through it in `runSeconds`, logging a deterministic loss
 * curve and writing the checkpoint's files. It trains nothing, and says so in the events and the model card. A
 * resumed run walks only the steps after the one it resumes from, at the same pace.
 */
export function createLocalSimulator({ runSeconds = 20 }: LocalSimulatorOptions = {}): Trainer {
  return {
    label: LOCAL_SIMULATOR,
    async train(run, observer) {
      const { payload } = run;
      const tokensPerStep = payload.batch_size * payload.gradient_accumulation_steps * payload.max_chunk_size * payload.accelerator_count;
      const stepsPerEpoch = Math.max(1, Math.ceil(run.datasetTokens / tokensPerStep));
      const totalSteps = stepsPerEpoch * payload.epochs;
      const every = Math.max(1, Math.ceil(totalSteps / MAX_LOGGED_STEPS));
      const logged = Array.from({ length: Math.ceil(totalSteps / every) }, (_, index) => Math.min(totalSteps, (index + 1) * every));
      const curve = simulatedLossCurve(run.jobId, totalSteps);
      const pause = (runSeconds * 1000) / logged.length;
      const gpu = `${GPU_OPTIONS[payload.accelerator_type].label} × ${payload.accelerator_count}`;

      // A resumed run carries on after the last step the job recorded: the curve is the same, so the chart goes on.
      const resumedAt = Math.min(run.resume?.step ?? 0, totalSteps);
      if (resumedAt > 0) {
        await observer.event('info', `${LOCAL_SIMULATOR}: carrying on the simulated run from step ${resumedAt} of ${totalSteps}`);
      } else {
        await observer.event('info', `${LOCAL_SIMULATOR}: no GPU is rented and no weights change; the run below is simulated.`);
        await observer.event('info', `Provisioned ${gpu}; loading ${payload.hf_model_id ?? payload.base_model}`);
        await observer.event(
          'info',
          `${payload.file_name}: ${run.datasetTokens.toLocaleString('en-US')} tokens, ${totalSteps} steps over ${payload.epochs} epoch(s)`,
        );
      }
      await observer.progress({ step: resumedAt, totalSteps });
      let epoch = Math.floor(resumedAt / stepsPerEpoch);
      for (const step of logged.filter((step) => step > resumedAt)) {
        await sleep(pause, undefined, { signal: run.signal });
        const point: LossPoint = { step, epoch: Number((step / stepsPerEpoch).toFixed(3)), loss: curve(step) };
        await observer.loss([point]);
        await observer.progress({ step, totalSteps });
        const finishedEpoch = Math.floor(step / stepsPerEpoch);
        if (finishedEpoch > epoch) {
          epoch = finishedEpoch;
          await observer.event('info', `Epoch ${epoch} of ${payload.epochs} done, loss ${point.loss.toFixed(4)}`);
        }
      }
      for (const file of simulatedCheckpoint(run, curve(totalSteps), LOCAL_SIMULATOR))
        await observer.putFile(file.path, file.content, file.contentType);
      await observer.event('info', 'Saved the checkpoint to the model');
      // A simulated run finishes a little under its estimate, as most real runs do; never over it.
      return { gpuHours: run.maxGpuHours * (0.8 + 0.15 * curve.unit(0)) };
    },
  };
}
