import { ApiRequestError, apiRequest, type RequestOptions } from '@/components/ui/api-request';
import { PART_REQUEST_TIMEOUT_MS, PART_RETRIES } from '@/lib/uploads/constants';

/**
 * Upload failures are ApiRequestErrors like every other call's (`uploads.*` or `errors.*` message
 * ids): storage refusing a part keeps its status; a timeout or dropped connection has status 0
 * and is retried, anything else is final.
 */
export const isRetriable = (error: unknown) => error instanceof ApiRequestError && error.isNetwork;

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
        if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiRequestError(xhr.status, 'storage', 'uploads.partFailed'));
        const etag = xhr.getResponseHeader('ETag');
        if (!etag) return reject(new ApiRequestError(xhr.status, 'storage', 'uploads.missingEtag'));
        resolve(etag);
      });
    xhr.ontimeout = () => settle(() => reject(ApiRequestError.network('uploads.timeout', 'timeout')));
    xhr.onerror = () => settle(() => reject(ApiRequestError.network('uploads.network')));
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
      if (!isRetriable(error) || attempt >= PART_RETRIES) throw error;
      await wait(1000 * 2 ** attempt * (0.75 + Math.random() / 2), signal);
    }
  }
}

/** JSON call to our API (components/ui/api-request); an unreachable server reads as 'uploads.network' (retriable). */
export const callApi = <T>(path: string, options: RequestOptions = {}) => apiRequest<T>(path, options, 'uploads.network');
