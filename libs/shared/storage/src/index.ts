export { createLocalObjectStore } from './local-object-store';
export { assertObjectKey } from './object-key';
export { STREAM_BUFFER_BYTES } from './stream-buffer';
export { ObjectNotFoundError, ObjectTooLargeError, type ObjectInfo, type ObjectStore } from './object-store';
// The S3 store's code is `@bagel/storage/s3`: importing it loads the S3 SDK.
export type { S3ObjectStoreOptions } from './s3-object-store';
export { objectStoreFromEnvironment, s3OptionsFromEnvironment } from './store-from-environment';
