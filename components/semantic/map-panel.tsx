'use client';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { formatDuration } from '@/components/workflows/format';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { playerHref } from '@/lib/workflows/card-href';
import type { Selection } from './map-model';
import styles from './knowledge-map.module.css';

/** The info panel of a map node (spec 02 §2): a workflow's facts and keypoints, or a question with its answer, like and cited workflows. Focus moves to its heading; Escape closes it. */
export function MapPanel({ selection, onClose }: { selection: NonNullable<Selection>; onClose: () => void }) {
  const t = useTranslations('maven');
  const format = useFormatter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [selection]);
  const title = selection.kind === 'workflow' ? selection.info.title : t('knowledgeMap.question');
  return (
    <aside className={styles.panel} aria-labelledby="map-panel-title" data-testid="map-panel" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className={styles.panelHead}>
        <h2 id="map-panel-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('knowledgeMap.closePanel')}>
          ×
        </button>
      </div>
      {selection.kind === 'workflow' ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('knowledgeMap.author')}</dt>
            <dd>{selection.info.author ?? '—'}</dd>
            <dt>{t('knowledgeMap.duration')}</dt>
            <dd>{formatDuration(selection.info.videoDuration) ?? '—'}</dd>
            <dt>{t('knowledgeMap.steps')}</dt>
            <dd>{selection.info.steps}</dd>
            <dt>{t('knowledgeMap.published')}</dt>
            <dd>{selection.info.publishedDate ? format.dateTime(new Date(selection.info.publishedDate), { dateStyle: 'medium' }) : '—'}</dd>
            <dt>{t('knowledgeMap.workspace')}</dt>
            <dd>{t(selection.info.privateWorkspace ? 'knowledgeMap.privateWorkspace' : 'knowledgeMap.publicWorkspace')}</dd>
          </dl>
          {selection.info.keypoints.length ? (
            <>
              <h3>{t('knowledgeMap.keypoints')}</h3>
              <ul>
                {selection.info.keypoints.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href={playerHref(selection.info.workflowId)} className={styles.open}>
            {t('knowledgeMap.openWorkflow')}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.question}>{selection.info.question}</p>
          {selection.info.unanswered ? <p className={styles.badge}>{t('knowledgeMap.noGoodSource')}</p> : null}
          <h3>{t('knowledgeMap.answer')}</h3>
          <p>{selection.info.answer || t('knowledgeMap.noAnswer')}</p>
          <p>{t(selection.info.like === true ? 'knowledgeMap.liked' : selection.info.like === false ? 'knowledgeMap.disliked' : 'knowledgeMap.notRated')}</p>
          <h3>{t('knowledgeMap.cited')}</h3>
          {selection.info.workflows.length ? (
            <ul>
              {selection.info.workflows.map((w) => (
                <li key={w.workflowId}>
                  <Link href={playerHref(w.workflowId)}>{w.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('knowledgeMap.citedNone')}</p>
          )}
        </>
      )}
    </aside>
  );
}
