import { spawn } from 'node:child_process';
import { MediaError, redactPaths } from './errors';

/** The binaries, read on every call so tests and workers can point at another build. */
export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

export type RunOptions = {
  signal?: AbortSignal;
  /** Called with every complete stdout line (used for `-progress pipe:1`). */
  onLine?: (line: string) => void;
  /** Keep stdout in memory and return it (ffprobe JSON); off for ffmpeg to save memory. */
  collectStdout?: boolean;
};

export type RunResult = { stdout: string; stderr: string };

// Enough of stderr to see ffmpeg's actual complaint, which comes last.
const STDERR_TAIL = 4000;

/** Replaces the argument paths themselves first (they may contain spaces), then any other path. */
function redact(text: string, args: readonly string[]): string {
  let out = text;
  for (const arg of args) if (typeof arg === 'string' && arg.length > 1 && /[\\/]/.test(arg) && !arg.includes('=')) out = out.split(arg).join('<path>');
  return redactPaths(out);
}

/**
 * Runs one ffmpeg/ffprobe process: args array, no shell (file names are never interpreted),
 * killed when the signal aborts. Rejects with a MediaError whose message is path-free.
 */
export function run(bin: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onLine, collectStdout = false } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MediaError('aborted', 'media processing was cancelled'));
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (collectStdout) stdout += chunk;
      if (!onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      const missing = error.code === 'ENOENT';
      reject(new MediaError(missing ? 'unavailable' : 'failed', missing ? 'ffmpeg is not installed' : 'ffmpeg could not start'));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (pending && onLine) onLine(pending.trim());
      if (signal?.aborted) return reject(new MediaError('aborted', 'media processing was cancelled'));
      if (code === 0) return resolve({ stdout, stderr });
      reject(new MediaError('failed', `media processing failed (exit ${code})`, redact(stderr.trim(), args)));
    });
  });
}

/**
 * Common flags: quiet banner, never read stdin (a worker has none), overwrite outputs, and local
 * files only for the first input (the upload), so a crafted playlist cannot fetch URLs.
 */
export const runFfmpeg = (args: readonly string[], options?: RunOptions) =>
  run(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-protocol_whitelist', 'file,pipe', ...args], options);

export async function runFfprobe(args: readonly string[], options?: Omit<RunOptions, 'collectStdout'>): Promise<string> {
  // Uploads are untrusted: a playlist posing as a video must not make the server open URLs.
  const guarded = ['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file,pipe', ...args];
  const { stdout } = await run(ffprobePath(), guarded, { ...options, collectStdout: true });
  return stdout;
}

/** True when both binaries start; used by health checks and to explain a disabled upload. */
export async function isFfmpegAvailable(): Promise<boolean> {
  try {
    await Promise.all([run(ffmpegPath(), ['-version']), run(ffprobePath(), ['-version'])]);
    return true;
  } catch {
    return false;
  }
}
