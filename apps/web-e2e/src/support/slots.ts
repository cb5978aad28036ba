/** How many journeys run at once, each worker against a product of its own. */
export const WORKERS = 2;

/**
 * Where the product of a worker's slot listens and keeps its data. A slot is a worker's parallel index (0 … WORKERS-1,
 * kept when a worker is replaced after a failure); the first port and the data dir come from the runner's environment.
 */
export function productSlot(index: number) {
  const webPort = Number(process.env['E2E_PORT']) + 2 * index;
  return {
    webPort,
    apiPort: webPort + 1,
    webUrl: `http://localhost:${webPort}`,
    apiUrl: `http://localhost:${webPort + 1}`,
    dataDir: `${process.env['E2E_DATA_DIR']}/slot-${index}`,
  };
}
