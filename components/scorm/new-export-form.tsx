'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { DEFAULT_RESOLUTION, EXPORT_RESOLUTIONS, EXPORT_SOURCES, EXPORT_TYPES, type ExportSource, type ExportType } from '@/lib/scorm/schema';
import { useAvailableWorkflows, useExportActions } from './use-scorm-exports';
import styles from './scorm.module.css';

type Props = { workspaces: Array<{ id: string; name: string }>; thinAllowed: boolean; initialWorkspace: string | null; initialWorkflow: string | null };

/** Choose workflows of a workspace, the package type, full or thin, and the video resolution; Export queues the package. */
export function NewExportForm({ workspaces, thinAllowed, initialWorkspace, initialWorkflow }: Props) {
  const t = useTranslations('scorm');
  const message = useMessage();
  const ids = { heading: useId(), workspace: useId(), type: useId(), source: useId(), resolution: useId() };
  const [workspaceId, setWorkspaceId] = useState(workspaces.find((w) => w.id === initialWorkspace)?.id ?? workspaces[0]?.id ?? '');
  const [type, setType] = useState<ExportType>('scorm12');
  const [source, setSource] = useState<ExportSource>('full');
  const [resolution, setResolution] = useState<number>(DEFAULT_RESOLUTION);
  const [picked, setPicked] = useState<string[]>(initialWorkflow ? [initialWorkflow] : []);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const available = useAvailableWorkflows(workspaceId, type);
  const actions = useExportActions();
  const firstChoice = useRef<HTMLInputElement>(null);
  const workflows = available.data?.items ?? [];
  const chosen = picked.filter((id) => workflows.some((w) => w.id === id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) {
      setNote({ kind: 'error', text: t('pickWorkflows') });
      firstChoice.current?.focus();
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      await actions.create({ workflowIds: chosen, exportType: type, exportSource: source, resolution });
      setNote({ kind: 'ok', text: t('started') });
      setPicked([]);
    } catch (error) {
      setNote({ kind: 'error', text: message(asApiError(error).messageKey) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={ids.heading} className={styles.section}>
      <h2 id={ids.heading}>{t('newExport')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.workspace}>{t('workspace')}</label>
          <select id={ids.workspace} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)}>
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('workflows')}</legend>
          {available.isError && <p className={styles.error}>{message(asApiError(available.error).messageKey)}</p>}
          {available.data && workflows.length === 0 && <p className={styles.hint}>{t('noWorkflows')}</p>}
          <div className={styles.choices}>
            {workflows.map((w, index) => (
              <label key={w.id} className={styles.choice}>
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="checkbox"
                  checked={picked.includes(w.id)}
                  onChange={(e) => setPicked(e.target.checked ? [...picked, w.id] : picked.filter((id) => id !== w.id))}
                />
                <span>{w.title}</span>
                {w.hasQuiz && <span className={styles.tag}>{t('withQuiz')}</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={ids.type}>{t('type')}</label>
            <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as ExportType)}>
              {EXPORT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.source}>{t('source')}</label>
            <select id={ids.source} value={source} onChange={(e) => setSource(e.target.value as ExportSource)}>
              {EXPORT_SOURCES.filter((value) => value === 'full' || thinAllowed).map((value) => (
                <option key={value} value={value}>
                  {t(`sources.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {source === 'full' && (
            <div className={styles.field}>
              <label htmlFor={ids.resolution}>{t('resolution')}</label>
              <select id={ids.resolution} value={resolution} onChange={(e) => setResolution(Number(e.target.value))}>
                {EXPORT_RESOLUTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t('resolutionValue', { value })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('export')}
          </Button>
          <p role={note?.kind === 'error' ? 'alert' : 'status'} className={note?.kind === 'error' ? styles.error : styles.hint}>
            {note?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
