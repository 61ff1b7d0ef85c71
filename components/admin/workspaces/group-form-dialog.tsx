'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/components/workspaces/form-dialog';
import { useSchemaSubmit } from '@/components/admin/kit/use-schema-submit';
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
  const localeId = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [locale, setLocale] = useState(group?.locale ?? defaultLocale);
  const { errors, formError, busy, submit: save, message } = useSchemaSubmit<WorkspaceGroupDetail>();

  const submit = () =>
    save({
      schema: group ? updateWorkspaceGroupSchema : createWorkspaceGroupSchema,
      body: { name, locale },
      url: group ? `/api/v1/workspaces-groups/${group.id}` : '/api/v1/workspaces-groups',
      method: group ? 'PATCH' : 'POST',
      onSaved,
    });

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
