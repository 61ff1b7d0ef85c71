'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo } from 'react';
import { TextField } from '@/components/ui/text-field';
import ui from '@/components/ui/ui.module.css';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { createWorkflowKeys, fetchEditWorkspaces } from './api';
import { CONTENT_LANGUAGES, languageName } from './languages';
import { useMessage } from './use-message';
import type { WorkflowValueErrors, WorkflowValues } from './workflow-values';

type Props = {
  values: WorkflowValues;
  onChange: (patch: Partial<WorkflowValues>) => void;
  errors: WorkflowValueErrors;
  disabled: boolean;
};

/** Title (with a counter), workspace and language: the fields both create dialogs share. */
export function WorkflowFields({ values, onChange, errors, disabled }: Props) {
  const t = useTranslations('createWorkflow');
  const common = useTranslations('common');
  const locale = useLocale();
  const workspaceId = useId();
  const languageId = useId();
  const workspaces = useQuery({ queryKey: createWorkflowKeys.editWorkspaces, queryFn: fetchEditWorkspaces });
  const pathname = usePathname();

  // Preselect the workspace being browsed when the caller may add to it, else the first one.
  const preferred = useMemo(() => {
    const list = workspaces.data ?? [];
    const browsing = /^\/workspace\/([^/]+)/.exec(pathname)?.[1];
    return list.find((w) => w.id === browsing)?.id ?? list[0]?.id ?? '';
  }, [workspaces.data, pathname]);
  const chosen = values.workspaceId;
  useEffect(() => {
    if (!chosen && preferred) onChange({ workspaceId: preferred });
  }, [chosen, preferred, onChange]);
  const languages = useMemo(
    () => CONTENT_LANGUAGES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );
  const message = useMessage();
  // The shared schema's keys (workflows.*) when that catalogue has them, else this dialog's own text.
  const fieldError = (field: keyof WorkflowValues) => {
    const key = errors[field];
    if (!key) return null;
    return message(key, key.endsWith('TooLong') ? 'createWorkflow.titleTooLong' : `createWorkflow.${field}Required`);
  };
  const workspaceError = fieldError('workspaceId') ?? (workspaces.isError ? t('workspacesFailed') : null);
  const noWorkspaces = workspaces.isSuccess && workspaces.data.length === 0;

  return (
    <>
      <TextField
        label={t('titleLabel')}
        value={values.title}
        maxLength={TITLE_MAX}
        onChange={(e) => onChange({ title: e.target.value })}
        disabled={disabled}
        error={fieldError('title')}
        hint={t('titleCount', { count: values.title.length, max: TITLE_MAX })}
        autoComplete="off"
      />
      <div className={ui.field}>
        <label htmlFor={workspaceId} className={ui.label}>
          {t('workspaceLabel')}
        </label>
        <select
          id={workspaceId}
          className={ui.input}
          value={values.workspaceId}
          onChange={(e) => onChange({ workspaceId: e.target.value })}
          disabled={disabled || !workspaces.isSuccess || noWorkspaces}
          aria-invalid={workspaceError ? true : undefined}
          aria-describedby={workspaceError || noWorkspaces ? `${workspaceId}-error` : undefined}
        >
          <option value="">{workspaces.isPending ? common('loading') : t('workspacePlaceholder')}</option>
          {workspaces.data?.map((w) => (
            <option key={w.id} value={w.id}>
              {w.workspaceGroupName ? `${w.name} · ${w.workspaceGroupName}` : w.name}
            </option>
          ))}
        </select>
        {workspaceError || noWorkspaces ? (
          <p id={`${workspaceId}-error`} className={ui.error} role="alert">
            {workspaceError ?? t('noWorkspaces')}
          </p>
        ) : null}
      </div>
      <div className={ui.field}>
        <label htmlFor={languageId} className={ui.label}>
          {t('languageLabel')}
        </label>
        <select
          id={languageId}
          className={ui.input}
          value={values.languageCode}
          onChange={(e) => onChange({ languageCode: e.target.value })}
          disabled={disabled}
        >
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
