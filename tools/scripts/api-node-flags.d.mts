// Types of api-node-flags.mjs for the TypeScript that starts api (benchmarks/support).
/** The node flags every api process starts with. */
export declare const API_NODE_FLAGS: readonly string[];
