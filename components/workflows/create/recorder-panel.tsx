'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import styles from './create.module.css';
import { formatDuration } from './format';
import type { useScreenRecorder } from './use-screen-recorder';

type Props = {
  recorder: ReturnType<typeof useScreenRecorder>;
  microphone: boolean;
  onMicrophone: (on: boolean) => void;
  /** An upload of the recording is running: it may not be replaced now. */
  locked: boolean;
};

/** Start/stop with a timer, then the recording's preview with "record again". */
export function RecorderPanel({ recorder, microphone, onMicrophone, locked }: Props) {
  const t = useTranslations('createWorkflow');
  const micId = useId();
  const { phase, seconds, problem, micRefused, recording } = recorder;

  return (
    <div className={styles.recorder}>
      {phase === 'recorded' && recording ? (
        <>
          <video className={styles.preview} src={recording.url} controls playsInline aria-label={t('previewLabel')} />
          <p className={styles.muted}>{t('recordedLength', { time: formatDuration(recording.seconds) })}</p>
          <div className={styles.actionsRow}>
            <Button type="button" variant="secondary" onClick={recorder.discard} disabled={locked}>
              {t('recordAgain')}
            </Button>
          </div>
        </>
      ) : phase === 'recording' ? (
        <div className={styles.recordingRow}>
          <span className={styles.recordingDot} aria-hidden="true" />
          <span role="timer" aria-live="off" className={styles.timer}>
            {t('recordingTime', { time: formatDuration(seconds) })}
          </span>
          <Button type="button" variant="danger" onClick={recorder.stop}>
            {t('stopRecording')}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('recordIntro')}</p>
          <div className={styles.checkRow}>
            <input id={micId} type="checkbox" checked={microphone} onChange={(e) => onMicrophone(e.target.checked)} disabled={phase === 'starting'} />
            <label htmlFor={micId}>{t('includeMicrophone')}</label>
          </div>
          <div className={styles.actionsRow}>
            <Button type="button" onClick={() => void recorder.start({ microphone })} busy={phase === 'starting'} disabled={!recorder.supported}>
              {t('startRecording')}
            </Button>
          </div>
        </>
      )}
      {!recorder.supported ? (
        <p className={styles.error} role="alert">
          {t('recordErrors.notSupported')}
        </p>
      ) : problem ? (
        <p className={styles.error} role="alert">
          {t(`recordErrors.${problem}`)}
        </p>
      ) : null}
      {micRefused ? (
        <p className={styles.notice} role="status">
          {t('micRefused')}
        </p>
      ) : null}
    </div>
  );
}
