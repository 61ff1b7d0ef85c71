'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { isPopupEndedMessage, popupPlayerSrc } from '@/lib/player/popup';
import { SKILL_CODE } from '@/lib/skills/schema';
import { skillKeys, skillsApi, type AttemptReply } from '../skills-api';
import styles from '../skills.module.css';
import { AssessmentTake, AttemptResult } from './assessment-take';
import { CertificatePanel } from './certificate-panel';
import { DueLine } from './due-line';
import { SkillItems } from './skill-items';
import { SkillScreen } from './skill-screens';
import { SopEntry } from './sop-entry';
import { firstOpenItem, nextStage } from '@/lib/skills-ui/player-stage';

/**
 * /skillplayer?skillId=: the learner's skill. Its content plays in order in the embedded player
 * (the popup player's frame), resuming at the first entry not done; when the framed player says
 * the workflow ended, progress is recalculated on the server and the next entry opens. A smart
 * instruction is executed on its own page and counts once confirmed. After the content comes the
 * assessment, then the certificate.
 */
export function SkillPlayer({ skillId }: { skillId: string }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const client = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const fetch = useQuery({ queryKey: skillKeys.assignedOne(skillId), queryFn: () => skillsApi.assignedOne(skillId) });
  const item = fetch.data?.code === SKILL_CODE.published ? fetch.data.item : null;
  const [current, setCurrent] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<AttemptReply | null>(null);
  const calculate = useMutation({
    mutationFn: () => skillsApi.calculate(skillId),
    onSettled: () => client.invalidateQueries({ queryKey: skillKeys.assignedOne(skillId) }),
  });
  // Until the learner picks an entry, the player resumes at the first one not done.
  const count = item?.list.length ?? 0;
  const index = Math.min(current ?? (item ? firstOpenItem(item.list) : 0), Math.max(count - 1, 0));
  const { mutate: recalculate } = calculate;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isPopupEndedMessage(event, window.location.origin, frame.current?.contentWindow)) return;
      recalculate();
      if (index < count - 1) setCurrent(index + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [recalculate, index, count]);

  if (fetch.isPending) return <SkillScreen kind="wait" />;
  if (fetch.isError) return <SkillScreen kind="error" />;
  if (fetch.data.code === SKILL_CODE.unpublished) return <SkillScreen kind="unpublished" />;
  if (!item) return <SkillScreen kind="notAssigned" />;
  const playing = item.list[index];
  const stage = nextStage(item);
  return (
    <>
      <h1>{item.playlistTitle}</h1>
      <div className={styles.card} style={{ maxWidth: 480 }}>
        <span id="skill-progress-label" className="visually-hidden">
          {t('player.progress')}
        </span>
        <DueLine progress={item.progress} labelId="skill-progress-label" />
      </div>
      {calculate.isError ? <Alert>{message(asApiError(calculate.error).messageKey)}</Alert> : null}
      {playing ? (
        <section className={styles.section} aria-labelledby="skill-now-playing">
          <h2 id="skill-now-playing">{t('player.nowPlaying', { number: index + 1, total: item.list.length, title: playing.title })}</h2>
          {playing.type === 'mm-sop' ? (
            <SopEntry skillId={skillId} item={playing} />
          ) : (
            <iframe ref={frame} key={playing.id} className={styles.frame} src={popupPlayerSrc({ workflowId: playing.id })} title={t('player.frameTitle', { title: playing.title })} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
          )}
          <div className={styles.row}>
            <Button type="button" variant="secondary" busy={calculate.isPending} onClick={() => calculate.mutate()}>
              {t('player.update')}
            </Button>
            <Button type="button" variant="secondary" disabled={index >= item.list.length - 1} onClick={() => (calculate.mutate(), setCurrent(index + 1))}>
              {t('player.next')}
            </Button>
          </div>
        </section>
      ) : (
        <p className={styles.empty}>{t('player.noContent')}</p>
      )}
      <section className={styles.section} aria-labelledby="skill-contents-title">
        <h2 id="skill-contents-title">{t('player.contents')}</h2>
        <SkillItems items={item.list} current={index} onPick={setCurrent} />
      </section>
      {stage === 'assessment' ? <AssessmentTake skillId={skillId} onDone={(reply) => (setAttempt(reply), calculate.mutate())} /> : null}
      {stage === 'assessmentLocked' ? <p className={styles.muted}>{t('player.assessmentLocked')}</p> : null}
      {/* A pass completes the skill and closes the assessment: its score stays in view above the certificate. */}
      {stage === 'done' && attempt ? <AttemptResult result={attempt} /> : null}
      {stage === 'done' ? <CertificatePanel progress={item.progress} /> : null}
    </>
  );
}
