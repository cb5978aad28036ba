export { readPng, crc32Of, type DecodedPng } from './testing/read-png';
export { readGif, lzwDecode, type DecodedGif } from './testing/read-gif';
export { startFakeReplicate, type FakeReplicate, type FakeReplicateOptions, type FakeReplicateRequest } from './testing/fake-replicate';
export { startGenerationTestApp, type GenerationTestApp } from './generation-test-app';
