/** Runs `call` from `clients` loops at once for `seconds`; answers completed calls a second and how many failed. */
export async function throughput(seconds: number, clients: number, call: () => Promise<void>) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let firstError: unknown;
  const loop = async () => {
    while (performance.now() < deadline) {
      try {
        await call();
        done++;
      } catch (error) {
        failed++;
        firstError ??= error;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, loop));
  return { perSecond: done / ((performance.now() - started) / 1000), failed, firstError };
}
