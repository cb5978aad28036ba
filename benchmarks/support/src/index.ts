export { startApi, type ApiProcess, type ApiProcessOptions } from './api-process';
export { autocannon, type LoadResult } from './autocannon';
export { percentiles, type Percentiles } from './percentiles';
