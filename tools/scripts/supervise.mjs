// Runs the product's processes side by side for `npm start` and `npm run dev`: one stopping stops the rest,
// and Ctrl+C (or SIGTERM) shuts every one down gracefully.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {{ name: string, command: string, args: string[], cwd?: string, env?: Record<string, string> }[]} processes */
export function supervise(processes) {
  let stopping = false;
  const children = processes.map(({ name, command, args, cwd = root, env = {} }) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
        stop(code ?? 1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.on('exit', done)) : null))).then(() =>
      process.exit(code),
    );
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
