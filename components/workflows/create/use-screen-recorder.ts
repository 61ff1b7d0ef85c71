'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { canRecordScreen, captureScreen, problemOf, recorderMimeType, type Capture, type CaptureProblem } from './screen-capture';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'recorded';
export type RecordingProblem = CaptureProblem | 'emptyRecording';
export type Recording = { file: File; url: string; seconds: number };

const TICK_MS = 500;

function fileNameFor(date: Date, mimeType: string) {
  const stamp = date.toISOString().slice(0, 19).replace(/[T:]/g, '-');
  return `screen-recording-${stamp}.${mimeType.startsWith('video/mp4') ? 'mp4' : 'webm'}`;
}

/**
 * Screen recording with MediaRecorder: start (the browser asks what to share), a running timer,
 * stop (also when the user ends sharing from the browser's own bar), then a File to preview and
 * upload. Tracks and preview URLs are released on every path, including unmount.
 */
export function useScreenRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<RecordingProblem | null>(null);
  const [micRefused, setMicRefused] = useState(false);
  const [recording, setRecording] = useState<Recording | null>(null);
  const session = useRef<{ capture: Capture; recorder: MediaRecorder; timer: ReturnType<typeof setInterval> } | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    clearInterval(current.timer);
    current.capture.release();
  }, []);

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(
    async ({ microphone }: { microphone: boolean }) => {
      setProblem(null);
      setMicRefused(false);
      const mimeType = canRecordScreen() ? recorderMimeType() : null;
      if (!mimeType) return setProblem('notSupported');
      setPhase('starting');
      let capture: Capture;
      try {
        capture = await captureScreen({ microphone });
      } catch (error) {
        setPhase('idle');
        return setProblem(problemOf(error));
      }
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(capture.stream, { mimeType });
      } catch (error) {
        capture.release();
        setPhase('idle');
        return setProblem(problemOf(error));
      }
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onerror = () => setProblem('recordFailed');
      recorder.onstop = () => {
        const elapsed = (Date.now() - startedAt) / 1000;
        release();
        const type = mimeType.split(';')[0];
        const blob = new Blob(chunks, { type });
        if (blob.size === 0) {
          setPhase('idle');
          return setProblem('emptyRecording');
        }
        const file = new File([blob], fileNameFor(new Date(startedAt), type), { type, lastModified: startedAt });
        setRecording({ file, url: URL.createObjectURL(file), seconds: elapsed });
        setPhase('recorded');
      };
      // Ending the share from the browser's "stop sharing" bar ends the recording too.
      capture.stream.getVideoTracks()[0]?.addEventListener('ended', () => stop(), { once: true });
      const timer = setInterval(() => setSeconds((Date.now() - startedAt) / 1000), TICK_MS);
      session.current = { capture, recorder, timer };
      setMicRefused(capture.micRefused);
      setSeconds(0);
      // One-second slices: a crash or a closed tab loses at most the last second.
      recorder.start(1000);
      setPhase('recording');
    },
    [release, stop],
  );

  /** Throws the recording away, to record again. */
  const discard = useCallback(() => {
    setRecording(null);
    setProblem(null);
    setSeconds(0);
    setPhase('idle');
  }, []);

  useEffect(
    () => () => {
      const recorder = session.current?.recorder;
      if (recorder) recorder.onstop = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      release();
    },
    [release],
  );
  // The preview URL lives as long as its recording.
  useEffect(() => (recording ? () => URL.revokeObjectURL(recording.url) : undefined), [recording]);

  return { phase, seconds, problem, micRefused, recording, supported: canRecordScreen(), start, stop, discard };
}
