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
};

export const DEFAULT_URL_TTL_SECONDS = 3600;
