'use client';
import { useEffect, useState } from 'react';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import type { UserQuizDto } from '@/lib/quiz/schema';

/** Spec 02 §4 Quiz screen states. */
export type QuizScreenState = 'CLOSE' | 'TAKE_QUIZ' | 'REVIEW_QUIZ';

/**
 * The player's quiz: available with the quiz permission and a published quiz for this viewer,
 * never in isPreviewVideoMode. While the screen is open the video is paused and cannot play.
 */
export function useQuizScreen(workflow: PlayerWorkflowDto, previewVideo: boolean, video: HTMLVideoElement | null) {
  const entry = workflow.usersQuizzes;
  const available = workflow.permissions.quiz && !!entry && !previewVideo;
  const [status, setStatus] = useState(entry?.status ?? 'pending');
  const [attemptId, setAttemptId] = useState(entry?.userQuizId ?? null);
  const [screen, setScreen] = useState<QuizScreenState>('CLOSE');
  const [mask, setMask] = useState(false);

  useEffect(() => {
    if (screen === 'CLOSE' || !video) return;
    video.pause();
    const stop = () => video.pause();
    video.addEventListener('play', stop);
    return () => video.removeEventListener('play', stop);
  }, [screen, video]);

  return {
    available,
    quizId: entry?.quizId ?? null,
    status,
    attemptId,
    screen,
    mask: available && mask,
    isOpen: screen !== 'CLOSE',
    /** The card: a first attempt, or the review of the latest one (with a retake). */
    open: () => {
      setMask(false);
      setScreen(attemptId ? 'REVIEW_QUIZ' : 'TAKE_QUIZ');
    },
    take: () => {
      setMask(false);
      setScreen('TAKE_QUIZ');
    },
    close: () => setScreen('CLOSE'),
    dismissMask: () => setMask(false),
    /** Spec 02 §4: at the workflow's end a pending quiz shows the quiz mask. */
    onWorkflowEnded: () => {
      if (available && status === 'pending') setMask(true);
    },
    submitted: (attempt: UserQuizDto) => {
      setStatus(attempt.status);
      setAttemptId(attempt.id);
      setScreen('REVIEW_QUIZ');
    },
  };
}
export type QuizScreenModel = ReturnType<typeof useQuizScreen>;
