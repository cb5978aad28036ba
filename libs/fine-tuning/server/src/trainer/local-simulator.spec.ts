import { describe, expect, it } from 'vitest';
import { createLocalSimulator, LOCAL_SIMULATOR } from './local-simulator';
import { recordingObserver, trainingRun as run } from '../testing/training-run';

describe('the local simulator', () => {
  it('plans the steps a real run would take and logs a falling, repeatable loss curve', async () => {
    const trainer = createLocalSimulator({ runSeconds: 0 });
    const first = recordingObserver();
    const result = await trainer.train(run(), first.observer);
    // 10,000 tokens at 1 × 4 × 512 tokens a step: 5 steps an epoch, 10 in all.
    expect(first.progress.at(-1)).toEqual({ step: 10, totalSteps: 10 });
    expect(first.loss.map((point) => point.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.loss.at(-1)?.loss ?? Infinity).toBeLessThan(first.loss[0]?.loss ?? 0);
    expect(first.events[0]).toContain(LOCAL_SIMULATOR);
    expect(first.events).toContain('Epoch 2 of 2 done, loss ' + first.loss.at(-1)?.loss.toFixed(4));
    expect(result.gpuHours).toBeLessThan(0.5);

    const again = recordingObserver();
    await trainer.train(run(), again.observer);
    expect(again.loss).toEqual(first.loss);
  });

  it('carries a resumed run on from its step, with the same curve', async () => {
    const trainer = createLocalSimulator({ runSeconds: 0 });
    const whole = recordingObserver();
    await trainer.train(run(), whole.observer);
    const resumed = recordingObserver();
    await trainer.train(run({ resume: { step: 6, state: null } }), resumed.observer);
    expect(resumed.progress[0]).toEqual({ step: 6, totalSteps: 10 });
    expect(resumed.loss).toEqual(whole.loss.slice(6));
    expect(resumed.events).toEqual([
      `${LOCAL_SIMULATOR}: carrying on the simulated run from step 6 of 10`,
      'Epoch 2 of 2 done, loss ' + whole.loss.at(-1)?.loss.toFixed(4),
      'Saved the checkpoint to the model',
    ]);
    expect(resumed.files.size).toBe(3);
  });

  it('logs at most 200 points of a long run and writes the checkpoint files, saying it trained nothing', async () => {
    const { loss, files, observer } = recordingObserver();
    await createLocalSimulator({ runSeconds: 0 }).train(run({ datasetTokens: 50_000_000 }), observer);
    expect(loss.length).toBeLessThanOrEqual(200);
    expect(JSON.parse(files.get('adapter_config.json') ?? '{}')).toMatchObject({
      peft_type: 'LORA',
      r: 8,
      target_modules: ['q_proj', 'v_proj'],
    });
    expect(files.get('README.md')).toContain('no adapter weights');
    expect([...files.keys()].sort()).toEqual(['README.md', 'adapter_config.json', 'training_args.json']);
  });

  it('stops at once when the process stops', async () => {
    const stopping = new AbortController();
    const { observer } = recordingObserver();
    const training = createLocalSimulator({ runSeconds: 60 }).train(run({ signal: stopping.signal }), observer);
    stopping.abort(new Error('The process is stopping'));
    await expect(training).rejects.toThrow();
  });
});
