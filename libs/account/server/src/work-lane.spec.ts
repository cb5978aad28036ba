import { describe, expect, it } from 'vitest';
import { createWorkLane } from './work-lane';

/** A task that runs until the test opens its gate, noting when it started. */
function gatedTask(name: string, started: string[]) {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    run: async () => {
      started.push(name);
      await gate;
      return name;
    },
    open: () => open(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const full = () => new Error('the lane is full');

describe('a work lane', () => {
  it('runs at most `concurrency` tasks, queues up to `queueLimit` in order, and refuses the rest at once', async () => {
    const lane = createWorkLane({ concurrency: 2, queueLimit: 2, whenFull: full });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => gatedTask(name, started));
    const results = tasks.map((task) => lane.run(task.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    await expect(lane.run(async () => 'e')).rejects.toThrow('the lane is full');

    tasks[1]?.open();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // The queued task took over the finished one's slot: two run, one waits, and one more may wait.
    const e = gatedTask('e', started);
    const queued = lane.run(e.run);
    await expect(lane.run(async () => 'f')).rejects.toThrow('the lane is full');

    tasks[0]?.open();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const task of [...tasks, e]) task.open();
    expect(await Promise.all([...results, queued])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await lane.run(async () => 'g')).toBe('g');
  });

  it('frees the slot of a task that failed', async () => {
    const lane = createWorkLane({ concurrency: 1, queueLimit: 0, whenFull: full });
    await expect(lane.run(() => Promise.reject(new Error('hashing failed')))).rejects.toThrow('hashing failed');
    expect(await lane.run(async () => 'next')).toBe('next');
  });
});
