/**
 * How many bytes each stage of an upload (the multipart parser, the hashes, the byte limit, the file being written) may
 * hold before it makes the one before it wait. Node's default is 16 KiB, less than the 64 KiB the socket hands over at
 * a time, so every chunk paused and resumed the whole chain and was written alone; at 1 MiB the stages run on while a
 * write is in flight and the file stream writes what queued meanwhile in one call. A few such stages stay far below an
 * upload's memory budget.
 */
export const STREAM_BUFFER_BYTES = 1024 * 1024;
