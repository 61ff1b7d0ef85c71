'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState } from 'react';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall } from '@/components/workspaces/api-client';
import { FormDialog } from '@/components/workspaces/form-dialog';
import { useMessage } from '@/components/workspaces/use-message';
import styles from '@/components/workspaces/workspaces.module.css';

type Props = {
  group: { id: string; name: string };
  others: { id: string; name: string; groupName: string }[];
  onClose: () => void;
  onMoved: (name: string) => void;
};

/** Moves a workspace from another group into this one (org admins; its members and content stay with it). */
export function MoveInDialog({ group, others, onClose, onMoved }: Props) {
  const t = useTranslations('adminGroups');
  const message = useMessage();
  const selectId = useId();
  const [workspaceId, setWorkspaceId] = useState(others[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    if (!workspaceId) return;
    setBusy(true);
    setFormError(null);
    try {
      await apiCall(`/api/v1/workspaces/${workspaceId}`, { method: 'PATCH', body: { groupId: group.id } });
      onMoved(others.find((w) => w.id === workspaceId)?.name ?? '');
    } catch (e) {
      setFormError(message(e instanceof ApiRequestError ? e.messageKey : null));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('moveInTitle', { name: group.name })}
      description={t('moveInHint')}
      submitLabel={t('moveInSubmit')}
      busy={busy}
      formError={formError}
      onSubmit={submit}
    >
      {others.length === 0 ? (
        <p className={styles.hint}>{t('moveInNone')}</p>
      ) : (
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t('moveInLabel')}
          </label>
          <select id={selectId} className={styles.select} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)}>
            {others.map((w) => (
              <option key={w.id} value={w.id}>
                {t('moveInOption', { name: w.name, group: w.groupName })}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormDialog>
  );
}
