'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { MAX_BULK_EMAILS, type ImportReport } from '@/lib/users/admin/schema';
import { usersApi } from './api';
import { SelectField, TextAreaField, useMessage } from './fields';
import { FormDialog } from './form-dialog';
import { ReportTable } from './report-table';
import type { UsersPageProps } from './types';
import { useUserMutation } from './use-users';

type Props = { page: UsersPageProps; onOpenChange: (open: boolean) => void };

/** Addresses may come one per line or pasted from a mail client ("a@x.com, b@y.com; …"). */
export const splitEmails = (text: string) => text.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);

/** Invite people by email into a workspace: one address or many, with a result for each. */
export function InviteDialog({ page, onOpenChange }: Props) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const [text, setText] = useState('');
  const [workspaceId, setWorkspaceId] = useState(page.workspaces.length === 1 ? page.workspaces[0].id : '');
  const [role, setRole] = useState('viewer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const invite = useUserMutation((body: unknown) => usersApi.inviteMany(body));
  const emails = splitEmails(text);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!emails.length) problems.emails = 'rules.required';
    else if (emails.length > MAX_BULK_EMAILS) problems.emails = 'adminUsers.tooManyEmails';
    if (!workspaceId) problems.workspaceId = 'rules.required';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    invite.mutate({ type: 'group-user', emails, workspaceId, role }, { onSuccess: setReport, onError: (e) => setErrors({ form: e.message }) });
  };

  if (report) {
    return (
      <FormDialog open onOpenChange={onOpenChange} title={t('invite.resultTitle')} wide>
        <ReportTable report={report} rowLabel="row" />
      </FormDialog>
    );
  }
  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('invite.title')} description={t('invite.intro')} submitLabel={t('invite.submit', { count: emails.length })} onSubmit={submit} busy={invite.isPending} wide>
      {errors.form ? <Alert tone="error">{message(errors.form)}</Alert> : null}
      <TextAreaField
        label={t('invite.emails')}
        hint={t('invite.emailsHint', { max: MAX_BULK_EMAILS })}
        rows={5}
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        error={errors.emails ? message(errors.emails) : undefined}
      />
      <SelectField label={t('fields.workspace')} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)} error={errors.workspaceId ? message(errors.workspaceId) : undefined}>
        <option value="">{t('fields.chooseWorkspace')}</option>
        {page.workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fields.role')} value={role} onChange={(e) => setRole(e.target.value)}>
        {page.workspaceRoles.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
