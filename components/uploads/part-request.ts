import { PART_REQUEST_TIMEOUT_MS, PART_RETRIES } from '@/lib/uploads/constants';

/** An upload failure the UI can translate (`uploads.*` or `errors.*` message id). */
export class UploadError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status?: number,
    /** Timeouts and dropped connections are retried; anything else is final. */
    readonly retriable = false,
  ) {
    super(messageKey);
    this.name = 'UploadError';
  }
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function abortError() {
  return new DOMException('Upload cancelled', 'AbortError');
}

/**
 * PUTs one part with XMLHttpRequest (fetch cannot report upload progress), 180 s per request.
 * Resolves with the ETag storage answered; S3 buckets must expose that header to the browser (CORS).
 */
export function putPartOnce(url: string, body: Blob, signal: AbortSignal, onLoaded: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (action: () => void) => {
      signal.removeEventListener('abort', onAbort);
      action();
    };
    xhr.open('PUT', url);
    xhr.timeout = PART_REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => onLoaded(event.loaded);
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadError('uploads.partFailed', xhr.status));
        const etag = xhr.getResponseHeader('ETag');
        if (!etag) return reject(new UploadError('uploads.missingEtag', xhr.status));
        resolve(etag);
      });
    xhr.ontimeout = () => settle(() => reject(new UploadError('uploads.timeout', 0, true)));
    xhr.onerror = () => settle(() => reject(new UploadError('uploads.network', 0, true)));
    xhr.onabort = () => settle(() => reject(abortError()));
    xhr.send(body);
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** One part with up to 3 retries after a timeout or network error (1 s, 2 s, 4 s apart, jittered). */
export async function putPart(
  getUrl: () => Promise<string>,
  body: Blob,
  signal: AbortSignal,
  onLoaded: (bytes: number) => void,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await putPartOnce(await getUrl(), body, signal, onLoaded);
    } catch (error) {
      onLoaded(0);
      if (!(error instanceof UploadError) || !error.retriable || attempt >= PART_RETRIES) throw error;
      await wait(1000 * 2 ** attempt * (0.75 + Math.random() / 2), signal);
    }
  }
}

type ApiError = { error?: { message?: string } };

/** JSON call to our API; failures become UploadErrors carrying the server's message id. */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new UploadError('uploads.network', 0, true);
  }
  const json = (await res.json().catch(() => ({}))) as T & ApiError;
  if (!res.ok) throw new UploadError(json.error?.message ?? 'errors.internal', res.status);
  return json;
}
