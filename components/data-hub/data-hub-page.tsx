'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { DataHubWorkspaceOption } from '@/lib/data-hub/schema';
import { DocumentRow } from './document-row';
import { UploadZone } from './upload-zone';
import { useDocumentActions, useDocuments } from './use-data-hub';
import styles from './data-hub.module.css';

/** /data-hub (spec 02 §6): pick a workspace, upload documents into its knowledge, and manage them. */
export function DataHubPage({ workspaces }: { workspaces: DataHubWorkspaceOption[] }) {
  const t = useTranslations('dataHub');
  const message = useMessage();
  const pickerId = useId();
  const listId = useId();
  const [workspaceId, setWorkspaceId] = useState(workspaces[0]?.id ?? '');
  const [page, setPage] = useState(1);
  const list = useDocuments(workspaceId, page);
  const actions = useDocumentActions();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.size ?? 1)));

  return (
    <div className={styles.page} data-testid="data-hub-page">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.hint}>{t('intro')}</p>
      </header>
      {workspaces.length === 0 ? (
        <p>{t('noWorkspaces')}</p>
      ) : (
        <>
          <div className={styles.picker}>
            <label htmlFor={pickerId}>{t('workspace')}</label>
            <select
              id={pickerId}
              value={workspaceId}
              onChange={(e) => {
                setWorkspaceId(e.target.value);
                setPage(1);
              }}
            >
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
          <UploadZone disabled={!workspaceId} onUploaded={(uploadId) => actions.create(workspaceId, uploadId)} />
          <section aria-labelledby={listId} className={styles.section}>
            <h2 id={listId}>{t('documents', { count: total })}</h2>
            {list.isError && <p role="alert">{message((list.error as { messageKey?: string }).messageKey)}</p>}
            {list.data && list.data.items.length === 0 && <p className={styles.hint}>{t('empty')}</p>}
            <ul className={styles.list}>
              {list.data?.items.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} onReplace={actions.replace} onRetry={actions.retry} onDelete={actions.remove} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('paging')} className={styles.paging}>
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('previous')}
                </Button>
                <span>{t('pageOf', { page, pages })}</span>
                <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('next')}
                </Button>
              </nav>
            )}
          </section>
        </>
      )}
    </div>
  );
}
