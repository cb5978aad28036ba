export { buildEdgeApp, EDGE_MIGRATIONS, loadEdgeConfig, type EdgeConfig, type EdgeDependencies } from './app';
