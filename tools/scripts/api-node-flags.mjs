// The node flags every api process starts with (`npm start`, `npm run dev`, the cluster; `bench:upload` passes the same).
//
// V8 keeps the old generation's limit just above what is live (about 40 MB in api) and counts every ArrayBuffer
// allocated since its last full collection against the room left. An upload reads the socket 64 KiB at a time into
// fresh buffers that die at once, yet they used up that room every 15–25 MB: a 500 MB upload set off about 40 full
// mark-compacts, most of its CPU time (7 s of CPU instead of 3 s, measured with --trace-gc and a CPU profile).
// A floor of 128 MB under the limit leaves those buffers to the cheap young-generation collections. It changes when V8
// collects, not what the process holds. NODE_OPTIONS refuses this flag, so it is passed on the command line.
export const API_NODE_FLAGS = ['--initial-old-space-size=128'];
