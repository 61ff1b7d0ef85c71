'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { FormModal } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { BUILDER_BACK_KEY } from '@/lib/skills-ui/builder-back';
import { workspaceKeys } from '@/lib/workspaces/query-keys';
import type { WorkspaceGroupItem } from '@/lib/workspaces/schema';
import { workspaceOfPath } from '@/lib/skills-ui/builder-back';
import { blockLeadingSpace, canSubmitSkillName, nameCounter, skillNameError } from '@/lib/skills-ui/name-rules';
import { skillsApi } from './skills-api';
import styles from './skills.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Spec 01 §4/§5 create skill: the name (required, not only spaces, at most 90, no disallowed
 * characters, no leading space), a counter, and Create disabled while invalid or creating. On
 * success the builder's content tab opens; a failure shows skills.alertFailedSavedSkill.
 */
export function CreateSkillDialog({ open, onOpenChange }: Props) {
  const t = useTranslations('createSkill');
  const message = useMessage();
  const router = useRouter();
  const path = usePathname();
  const selectId = useId();
  // The workspace the skill belongs to (its workspace tab and matrix): the one being viewed, else chosen here.
  const groups = useQuery({
    queryKey: workspaceKeys.groups('edit'),
    queryFn: () => apiRequest<{ items: WorkspaceGroupItem[] }>('/api/v1/workspaces-groups', { query: { needWorkspaces: 'true', workspacesType: 'edit' } }),
    enabled: open,
  });
  const workspaces = (groups.data?.items ?? []).flatMap((g) => g.workspaces ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const workspace = chosen ?? workspaceOfPath(path) ?? '';
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const error = touched ? skillNameError(name) : null;
  const counter = nameCounter(name);

  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const item = await skillsApi.create(name, workspaces.some((w) => w.id === workspace) ? workspace : null);
      sessionStorage.setItem(BUILDER_BACK_KEY, window.location.pathname + window.location.search);
      onOpenChange(false);
      setName('');
      setTouched(false);
      router.push(`/skillbuilder/${item.id}/content`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      describeWithTitle
      busy={busy}
      onSubmit={submit}
      submitLabel={t('create')}
      canSubmit={canSubmitSkillName(name, busy)}
      error={failed ? t('alertFailedSavedSkill') : null}
    >
      <TextField
        label={t('name')}
        value={name}
        maxLength={counter.max}
        autoComplete="off"
        error={error ? message(error) : undefined}
        hint={t('counter', { count: counter.count, max: counter.max })}
        onChange={(e) => {
          setTouched(true);
          setName(blockLeadingSpace(e.target.value));
        }}
      />
      <div className={styles.select}>
        <label htmlFor={selectId}>{t('workspace')}</label>
        <select id={selectId} value={workspace} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('noWorkspace')}</option>
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
    </FormModal>
  );
}
