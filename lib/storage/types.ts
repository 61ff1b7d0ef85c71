import 'server-only';
export type StorageBody = Buffer | Uint8Array | ReadableStream<Uint8Array> | string;

export type PutOptions = {
  contentType: string;
  /** Byte length of a stream body; lets the S3 backend stream it instead of buffering it. */
  contentLength?: number;
};

export type StoredObject = {
  body: ReadableStream<Uint8Array> | Buffer;
  contentType: string;
  size: number;
};

export type SignedUrlOptions = {
  expiresInSeconds?: number;
  /** Overrides the served Content-Type (S3 only: the local backend serves the type given to put). */
  contentType?: string;
  /** When set, the browser downloads the object under this name instead of showing it. */
  filename?: string;
};

export type SignedPutUrlOptions = {
  expiresInSeconds?: number;
  contentType: string;
};

export type Storage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: StorageBody, options: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error, as in S3. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A GET URL: relative for the local backend, absolute (presigned) for S3. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  signedPutUrl(key: string, options: SignedPutUrlOptions): Promise<string>;
  /** Every object whose key starts with `prefix` (which must end with '/'), sorted by key. */
  list(prefix: string): Promise<ListedObject[]>;
  /** Server-side copy, content type included; overwrites `to`. A missing `from` is not_found. */
  copy(from: string, to: string): Promise<void>;
  /** Deletes every object under `prefix` (ending with '/'); returns how many there were. */
  deletePrefix(prefix: string): Promise<number>;
};

export type ListedObject = { key: string; size: number };

export const DEFAULT_URL_TTL_SECONDS = 3600;
