export { createLocalObjectStore } from './local-object-store';
export { assertObjectKey } from './object-key';
export { ObjectNotFoundError, ObjectTooLargeError, type ObjectInfo, type ObjectStore } from './object-store';
export { createS3ObjectStore, s3ClientConfig, UPLOAD_PARTS_PREFIX, type S3ObjectStoreOptions } from './s3-object-store';
export { objectStoreFromEnvironment, s3OptionsFromEnvironment } from './store-from-environment';
