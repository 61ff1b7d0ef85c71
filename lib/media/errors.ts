/**
 * Why a media operation failed. The first five describe the upload (shown to the author as a
 * translated message `media.<code>`); the rest describe the processing machinery.
 */
export type MediaErrorCode =
  | 'not_media' // not a video/audio container at all (text file renamed .mp4, empty file)
  | 'no_video' // a media file without a video stream (audio only)
  | 'too_long' // longer than the configured maximum duration
  | 'too_large' // bigger than the configured maximum size
  | 'unreadable' // looks like media but is damaged or truncated, or cannot be opened
  | 'invalid_input' // a caller passed impossible parameters (empty step, unsafe id …)
  | 'failed' // ffmpeg/ffprobe exited with an error on a file we accepted
  | 'aborted' // the AbortSignal fired
  | 'unavailable'; // ffmpeg/ffprobe is not installed

/**
 * `message` never contains file-system paths (it may reach users and logs of other tenants);
 * `detail` carries ffmpeg's stderr tail, already redacted, for operators.
 */
export class MediaError extends Error {
  readonly code: MediaErrorCode;
  readonly detail?: string;

  constructor(code: MediaErrorCode, message: string = code, detail?: string) {
    super(message);
    this.name = 'MediaError';
    this.code = code;
    this.detail = detail;
  }
}

export const isMediaError = (error: unknown, code?: MediaErrorCode): error is MediaError =>
  error instanceof MediaError && (code === undefined || error.code === code);

/** Replaces absolute paths so stderr can be logged or stored without leaking the server layout. */
export function redactPaths(text: string): string {
  // A path starts a token (after a space, quote, '=' or '(') so ratios like 1/30 survive.
  return text.replace(/(^|[\s'"=(])(?:[A-Za-z]:)?[\\/][^\s'"),]*/gm, '$1<path>');
}
