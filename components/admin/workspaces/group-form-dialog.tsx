'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { apiCall, ApiCallError, fieldErrors } from '@/components/workspaces/api-client';
import { FormDialog } from '@/components/workspaces/form-dialog';
import { useMessage } from '@/components/workspaces/use-message';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/config';
import type { WorkspaceGroupDetail } from '@/lib/workspaces/admin-types';
import { createWorkspaceGroupSchema, NAME_MAX, updateWorkspaceGroupSchema } from '@/lib/workspaces/schema';
import styles from '@/components/workspaces/workspaces.module.css';

type Props = {
  /** The group to edit; none means a new one. */
  group?: { id: string; name: string; locale: string };
  defaultLocale: string;
  onClose: () => void;
  onSaved: (item: WorkspaceGroupDetail) => void;
};

/** Create or rename a workspace group and choose its language, checked by the server's own schema first. */
export function GroupFormDialog({ group, defaultLocale, onClose, onSaved }: Props) {
  const t = useTranslations('adminGroups');
  const message = useMessage();
  const localeId = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [locale, setLocale] = useState(group?.locale ?? defaultLocale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = { name, locale };
    const parsed = (group ? updateWorkspaceGroupSchema : createWorkspaceGroupSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const url = group ? `/api/v1/workspaces-groups/${group.id}` : '/api/v1/workspaces-groups';
      const { item } = await apiCall<{ item: WorkspaceGroupDetail }>(url, { method: group ? 'PATCH' : 'POST', body });
      onSaved(item);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(message(error instanceof ApiCallError ? error.messageKey : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={group ? t('editTitle', { name: group.name }) : t('createTitle')}
      submitLabel={group ? t('save') : t('createSubmit')}
      busy={busy}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name ? message(errors.name) : undefined}
        hint={t('nameHint', { count: name.trim().length, max: NAME_MAX })}
        autoComplete="off"
        required
      />
      <div className={styles.field}>
        <label htmlFor={localeId} className={styles.label}>
          {t('locale')}
        </label>
        <select id={localeId} className={styles.select} value={locale} onChange={(e) => setLocale(e.target.value)} aria-describedby={`${localeId}-hint`}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id={`${localeId}-hint`} className={styles.hint}>
          {t('localeHint')}
        </p>
      </div>
    </FormDialog>
  );
}
