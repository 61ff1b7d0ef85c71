'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import ui from '@/components/ui/ui.module.css';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { workOf } from '@/lib/sop-ui/execution-state';
import { CONFIRM_NAME_MAX, confirmNameValid, stepDone } from '@/lib/sop-ui/rules';
import type { SopDetail } from '@/lib/sop-ui/types';
import { sopApi } from '../sop-api';
import styles from '../sop.module.css';
import { ExecutionRecord } from './execution-record';
import { StepView } from './step-view';
import { useExecution } from './use-execution';

// The confirmation dialog's code loads when the operator first finishes, not before the first tap.
const FormModal = dynamic(() => import('@/components/ui/dialog-form').then((m) => m.FormModal));

/** Time on the page, sent once when the operator leaves (usage tracking, spec §3). */
function useUsageTracking(sopId: string) {
  useEffect(() => {
    const opened = Date.now();
    const send = () => void sopApi.track(sopId, Math.round((Date.now() - opened) / 1000)).catch(() => undefined);
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      send();
    };
  }, [sopId]);
}

/** View and execute mode: the SOP step by step, then the confirmation, then the execution record. */
export function SopExecution({ sop, skillId }: { sop: SopDetail; skillId: string | null }) {
  const t = useTranslations('sopUi');
  const message = useMessage();
  const model = useExecution(sop, skillId);
  const [confirming, setConfirming] = useState(false);
  const confirmOpened = useOpenedOnce(confirming);
  const [name, setName] = useState('');
  const heading = useRef<HTMLDivElement>(null);
  useUsageTracking(sop.id);
  const { execution, index } = model;
  const item = sop.items[index];

  // Each new step (and the record) starts at its heading, for keyboards and screen readers.
  useEffect(() => {
    if (execution) heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [index, execution?.status, execution]);

  if (execution?.status === 'completed')
    return (
      <>
        <ExecutionRecord sop={sop} execution={execution} />
        {skillId ? (
          <p>
            <Link href={`/skillplayer/${encodeURIComponent(skillId)}`}>{t('run.backToSkill')}</Link>
          </p>
        ) : null}
      </>
    );
  if (!execution || !item)
    return (
      <section className={styles.runStart} aria-labelledby="sop-run-title">
        <h2 id="sop-run-title">{t('run.readyTitle')}</h2>
        {sop.description ? <p className={styles.description}>{sop.description}</p> : null}
        <p className={styles.muted}>{t('run.steps', { count: sop.items.length })}</p>
        <ol className={styles.outline}>
          {sop.items.map((i) => (
            <li key={i.id}>{i.title.trim() || t(`blockTypes.${i.type}`)}</li>
          ))}
        </ol>
        {model.error ? <p role="alert" className={ui.error}>{message(model.error)}</p> : null}
        <Button type="button" busy={model.busy} disabled={sop.items.length === 0} onClick={() => void model.start()}>
          {t('run.start')}
        </Button>
      </section>
    );

  const done = stepDone(item, workOf(model.work, item.id));
  const last = index === sop.items.length - 1;
  const finish = async () => {
    await model.finishSteps();
    setConfirming(true);
  };
  return (
    <div className={styles.run}>
      <progress className={styles.runProgress} max={sop.items.length} value={index + 1} aria-label={t('run.progress', { number: index + 1, total: sop.items.length })} />
      <div ref={heading} className={styles.runHeading}>
        <StepView key={item.id} item={item} number={index + 1} total={sop.items.length} model={model} />
      </div>
      {model.error ? <p role="alert" className={ui.error}>{message(model.error)}</p> : null}
      {!done ? <p className={styles.muted}>{t('run.pending')}</p> : null}
      <nav className={styles.runNav} aria-label={t('run.navigation')}>
        <Button type="button" variant="secondary" disabled={index === 0 || model.busy} onClick={() => void model.previous()}>
          {t('run.previous')}
        </Button>
        {last ? (
          <Button type="button" disabled={!done || model.busy} onClick={() => void finish()}>
            {t('run.finish')}
          </Button>
        ) : (
          <Button type="button" disabled={!done || model.busy} onClick={() => void model.next()}>
            {t('run.next')}
          </Button>
        )}
      </nav>
      {confirmOpened ? (
        <FormModal
          open={confirming}
          onOpenChange={setConfirming}
          title={t('run.confirmTitle')}
          description={t('run.confirmText')}
          busy={model.busy}
          submitLabel={t('run.confirm')}
          canSubmit={confirmNameValid(name)}
          error={model.error ? message(model.error) : null}
          onSubmit={() => void model.confirm(name).then((ok) => ok && setConfirming(false))}
        >
          <TextField label={t('run.nameLabel')} value={name} maxLength={CONFIRM_NAME_MAX} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </FormModal>
      ) : null}
    </div>
  );
}
