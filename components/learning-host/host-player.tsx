'use client';

import { useEffect, useMemo, useState } from 'react';
import { Player } from '@/components/player/player';
import styles from '@/components/player/player.module.css';
import { UnavailableScreen } from '@/components/player/unavailable-screen';
import { LearnerQuizApiContext } from '@/components/quiz/quiz-api';
import { resumePoint, WELCOME_MS } from '@/lib/learning-host/host-messages';
import type { HostWorkflow } from '@/lib/learning-host/workflow-types';
import { useTranslations } from '@/lib/i18n/client';
import hostStyles from './host-player.module.css';
import { hostQuizApi } from './host-quiz-api';
import { useHostLaunch, type LaunchValues } from './use-host-launch';
import { useHostProgress } from './use-host-progress';

type Props = {
  workflowId: string;
  pathStepId?: string;
  launch: LaunchValues | null;
  /** The LMS's suspend point (the launcher's step and t). */
  resume: { step: string | null; t: number | null };
};

/**
 * The learning-content host player (/rustici): checks the launch (todo → fail | success | success
 * for a new user, with a 2 s welcome), then plays the workflow from where the learner left off and
 * reports progress to the launcher; 'no permission' when the check fails or no LMS opened it.
 */
export function HostPlayer({ workflowId, pathStepId, launch, resume }: Props) {
  const t = useTranslations('learningHost');
  const check = useHostLaunch(workflowId, launch);
  if (check.status === 'todo') {
    return (
      <main className={styles.screen}>
        <p role="status">{t('checking')}</p>
      </main>
    );
  }
  if (check.status === 'fail' || check.status === 'limited') {
    const limited = check.status === 'limited';
    return (
      <main className={styles.screen}>
        <div role="alert">
          <h1>{limited ? t('tooManyLaunches') : t('noPermission')}</h1>
          <p>{limited ? t('tooManyLaunchesHint') : t('noPermissionHint')}</p>
        </div>
      </main>
    );
  }
  if (check.status === 'unavailable') return <UnavailableScreen reason={check.reason} mode="rustici" />;
  return (
    <HostPlaying
      workflowId={workflowId}
      item={check.item}
      welcome={check.status === 'successForNewUser' ? check.displayName : null}
      start={resumePoint(check.item.progress, resume, pathStepId, check.item.workflow.steps.map((s) => s.id))}
    />
  );
}

type PlayingProps = { workflowId: string; item: HostWorkflow; welcome: string | null; start: { stepId?: string; time?: number } };

function HostPlaying({ workflowId, item, welcome, start }: PlayingProps) {
  const t = useTranslations('learningHost');
  const [showWelcome, setShowWelcome] = useState(welcome !== null);
  const onEvent = useHostProgress(workflowId, item.progress);
  const quizApi = useMemo(() => hostQuizApi(workflowId), [workflowId]);
  useEffect(() => {
    if (!showWelcome) return;
    const timer = setTimeout(() => setShowWelcome(false), WELCOME_MS);
    return () => clearTimeout(timer);
  }, [showWelcome]);
  return (
    <div className={hostStyles.host}>
      <div role="status" className={hostStyles.welcome} data-shown={showWelcome || undefined}>
        {showWelcome ? t('welcome', { name: welcome ?? '' }) : ''}
      </div>
      {/* The workflow's quiz after the video, as in the player, on the host's own routes. */}
      <LearnerQuizApiContext.Provider value={quizApi}>
        <Player workflow={item.workflow} mode="rustici" initialStepId={start.stepId} options={{ startTimestamp: start.time }} onEvent={onEvent} />
      </LearnerQuizApiContext.Provider>
    </div>
  );
}
