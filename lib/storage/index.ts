import 'server-only';
import path from 'node:path';
import { createLocalStorage, type LocalStorage } from './local';
import { createS3Storage, readS3Config, type S3Storage } from './s3';
import type { Storage } from './types';

export type {
  ListedObject,
  PutOptions,
  SignedPutUrlOptions,
  SignedUrlOptions,
  Storage,
  StorageBody,
  StoredObject,
} from './types';
export { toBuffer, toWebStream } from './body';
export { assertValidKey, assertValidPrefix, isValidKey } from './keys';

type AnyStorage = LocalStorage | S3Storage;

const DEFAULT_STORAGE_DIR = '.data/storage';

/** S3 when S3_BUCKET is set, else the local folder (zero-configuration default). */
export function createStorageFromEnv(env: NodeJS.ProcessEnv = process.env): AnyStorage {
  if (env.S3_BUCKET) return createS3Storage(readS3Config(env));
  return createLocalStorage(path.resolve(/*turbopackIgnore: true*/ env.STORAGE_DIR || DEFAULT_STORAGE_DIR));
}

let instance: AnyStorage | undefined;

function getInstance(): AnyStorage {
  instance ??= createStorageFromEnv();
  return instance;
}

/** One adapter per process: the S3 client keeps a connection pool worth reusing. */
export function getStorage(): Storage {
  return getInstance();
}

/** The local backend when it is the active one; the signed-URL route serves nothing otherwise. */
export function getLocalStorage(): LocalStorage | null {
  const storage = getInstance();
  return storage.kind === 'local' ? storage : null;
}
