/** Browser plumbing for screen recording: capture, microphone mixing, a recorder format. */

export type CaptureProblem = 'notSupported' | 'permissionDenied' | 'recordFailed';

// WebM first (every Chromium and Firefox); MP4 where WebM is missing (Safari).
const MIME_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

export function canRecordScreen(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia && typeof MediaRecorder !== 'undefined';
}

export function recorderMimeType(): string | null {
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** A refused prompt or policy is the user's (or admin's) choice; anything else is a failure. */
export function problemOf(error: unknown): CaptureProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'notSupported';
  return 'recordFailed';
}

export type Capture = { stream: MediaStream; micRefused: boolean; release: () => void };

/**
 * Asks for the screen (with its sound where the browser offers it) and, if wanted, the
 * microphone; two sound sources are mixed into one track, since a recorder takes one.
 */
export async function captureScreen({ microphone }: { microphone: boolean }): Promise<Capture> {
  const display = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: 30 }, audio: true });
  let mic: MediaStream | null = null;
  let micRefused = false;
  if (microphone) {
    try {
      mic = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      // Recording the screen alone is still useful; the dialog says the microphone was refused.
      micRefused = true;
    }
  }
  const sources = [display, mic].filter((s): s is MediaStream => !!s && s.getAudioTracks().length > 0);
  let context: AudioContext | null = null;
  let audio: MediaStreamTrack[] = sources[0]?.getAudioTracks() ?? [];
  if (sources.length > 1) {
    context = new AudioContext();
    const mix = context.createMediaStreamDestination();
    for (const source of sources) context.createMediaStreamSource(source).connect(mix);
    audio = mix.stream.getAudioTracks();
  }
  const stream = new MediaStream([...display.getVideoTracks(), ...audio]);
  const release = () => {
    for (const s of [display, mic, stream]) s?.getTracks().forEach((track) => track.stop());
    void context?.close().catch(() => undefined);
  };
  return { stream, micRefused, release };
}
