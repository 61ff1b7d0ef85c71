'use client';
import { useMessage } from '@/components/workspaces/use-message';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { MAX_DIAGRAMS_PER_STEP, MAX_LINKS_PER_STEP, MAX_PDFS_PER_STEP } from '@/lib/attachments/constants';
import { useTranslations } from '@/lib/i18n/client';
import { diagramOf } from '@/lib/player/attachments';
import { DIAGRAM_ACCEPT, PDF_ACCEPT } from '@/lib/uploads/constants';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';
import styles from './attachments.module.css';
import { FileSection, type FileItem } from './file-section';
import { LinkSection } from './link-section';
import { useAttachmentActions } from './use-attachment-actions';

type Props = { workflowId: string; stepId: string; attachments: StepAttachmentsDto; onChanged: () => void };

const idOf = (value: unknown, index: number) => (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : `diagram-${index}`);

const formatSize = (bytes?: number) => (bytes === undefined ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * One step's attachments in the builder: diagrams (JPEG, PNG, GIF up to 5 MB, at most 10), links
 * (http/https) and PDFs (up to 50 MB). Files go through the one upload path; the server checks
 * their bytes. `onChanged` asks the page to reload the step (the player shows what is saved).
 */
export function StepAttachments({ workflowId, stepId, attachments, onChanged }: Props) {
  const t = useTranslations('attachments');
  const message = useMessage();
  const actions = useAttachmentActions({ workflowId, stepId, onChanged });
  const diagrams: FileItem[] = attachments.diagrams.flatMap((value, i) => {
    const d = diagramOf(value);
    return d ? [{ id: idOf(value, i), name: d.name, url: d.url }] : [];
  });
  const pdfs: FileItem[] = attachments.pdfs.map((p, i) => ({ id: p.id ?? `pdf-${i}`, name: p.name, url: p.link, size: p.size }));
  const links = attachments.links.map((l, i) => ({ id: l.id ?? `link-${i}`, label: l.label, link: l.link }));
  const error = actions.error;
  // Field problems of the link form show at the fields; everything else here.
  const general = error && !error.issues.length ? error.messageKey : null;
  const fileProblem = (key: string | null) => actions.setError(key ? new ApiRequestError(422, 'invalid_input', key) : null);

  return (
    <div className={styles.root}>
      {general && <Alert>{message(general, { max: Number(error?.details.max ?? 0) })}</Alert>}
      <FileSection
        kind="diagram"
        title={t('diagrams')}
        hint={t('diagramHint', { max: MAX_DIAGRAMS_PER_STEP })}
        items={diagrams}
        max={MAX_DIAGRAMS_PER_STEP}
        accept={DIAGRAM_ACCEPT}
        busy={actions.busy}
        message={(key) => message(key === 'uploads.notImage' ? 'attachments.diagramType' : key)}
        onProblem={fileProblem}
        onUploaded={(uploadId) => actions.add({ kind: 'diagram', uploadId })}
        onRemove={(id) => void actions.remove('diagram', id)}
        preview={(item) => (
          <span className={styles.grow}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed storage URL, not an optimisable asset */}
            <img src={item.url} alt={item.name || t('diagramAlt')} className={styles.thumb} />
            <span>{item.name}</span>
          </span>
        )}
      />
      <LinkSection
        items={links}
        full={links.length >= MAX_LINKS_PER_STEP}
        busy={actions.busy}
        error={error}
        message={message}
        onAdd={(input) => actions.add({ kind: 'link', ...input })}
        onRemove={(id) => void actions.remove('link', id)}
      />
      <FileSection
        kind="pdf"
        title={t('pdfs')}
        hint={t('pdfHint')}
        items={pdfs}
        max={MAX_PDFS_PER_STEP}
        accept={PDF_ACCEPT}
        busy={actions.busy}
        message={message}
        onProblem={fileProblem}
        onUploaded={(uploadId) => actions.add({ kind: 'pdf', uploadId })}
        onRemove={(id) => void actions.remove('pdf', id)}
        preview={(item) => (
          <span className={styles.grow}>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.name || t('pdfs')}
            </a>
            <span className={styles.hint}>{formatSize(item.size)}</span>
          </span>
        )}
      />
    </div>
  );
}
