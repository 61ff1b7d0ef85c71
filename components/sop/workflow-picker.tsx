'use client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import ui from '@/components/ui/ui.module.css';
import { useTranslations } from '@/lib/i18n/client';

type Option = { id: string; title: string };
const enc = encodeURIComponent;

const fetchWorkflows = (workspaceId: string) =>
  apiRequest<{ items: Option[] }>(`/api/v1/workspaces/${enc(workspaceId)}/workflows`, { query: { page: 1, size: 100, sort: 'newest' } }, 'sopUi.network').then((r) => r.items);
const fetchSteps = (workflowId: string) => apiRequest<{ items: Option[] }>(`/api/v1/workflows/${enc(workflowId)}/steps`, {}, 'sopUi.network').then((r) => r.items);

/** A workflow of a workspace (create from a video, the workflow and smart-compare blocks). */
export function WorkflowSelect({ workspaceId, value, onChange }: { workspaceId: string; value: string; onChange: (id: string) => void }) {
  const t = useTranslations('sopUi');
  const id = useId();
  const list = useQuery({ queryKey: ['mm-sop', 'workflows', workspaceId], queryFn: () => fetchWorkflows(workspaceId) });
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {t('picker.workflow')}
      </label>
      <select id={id} className={ui.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{list.isPending ? t('picker.loading') : t('picker.choose')}</option>
        {(list.data ?? []).map((w) => (
          <option key={w.id} value={w.id}>
            {w.title}
          </option>
        ))}
      </select>
      {list.isSuccess && list.data.length === 0 ? <p className={ui.hint}>{t('picker.noWorkflows')}</p> : null}
    </div>
  );
}

/** One step of a workflow, or the whole workflow (empty value). */
export function StepSelect({ workflowId, value, onChange }: { workflowId: string; value: string; onChange: (id: string) => void }) {
  const t = useTranslations('sopUi');
  const id = useId();
  const list = useQuery({ queryKey: ['mm-sop', 'steps', workflowId], queryFn: () => fetchSteps(workflowId), enabled: !!workflowId });
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {t('picker.step')}
      </label>
      <select id={id} className={ui.input} value={value} onChange={(e) => onChange(e.target.value)} disabled={!workflowId}>
        <option value="">{t('picker.wholeWorkflow')}</option>
        {(list.data ?? []).map((s, i) => (
          <option key={s.id} value={s.id}>
            {i + 1}. {s.title}
          </option>
        ))}
      </select>
    </div>
  );
}
