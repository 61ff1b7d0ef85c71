'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { STATE_NAME_MAX, type GridState, type GridStateDto, type ReportId } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import { reportApi, reportKeys } from './report-api';
import styles from './reports.module.css';

type Props = { report: ReportId; layout: GridState; selected: string | null; onSelect: (saved: GridStateDto | null) => void };

/** Named reports (the `ag-grid-state` calls): pick one, save the current layout over it or as a new one, delete it. */
export function SavedReports({ report, layout, selected, onSelect }: Props) {
  const t = useTranslations('analyticsReports');
  const tc = useTranslations('common');
  const message = useMessage();
  const id = useId();
  const client = useQueryClient();
  const states = useQuery({ queryKey: reportKeys.states(report), queryFn: () => reportApi.states(report) });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: reportKeys.states(report) });
  const done = (text: string) => (saved: GridStateDto | null) => {
    setNotice(text);
    onSelect(saved);
    void refresh();
  };
  const create = useMutation({ mutationFn: () => reportApi.createState(report, name, layout), onSuccess: (s) => (setNaming(false), setName(''), done(t('saved.created', { name: s.name }))(s)) });
  const update = useMutation({ mutationFn: () => reportApi.updateState(selected!, { state: layout }), onSuccess: (s) => done(t('saved.updated', { name: s.name }))(s) });
  const remove = useMutation({ mutationFn: () => reportApi.deleteState(selected!), onSuccess: () => (setConfirm(false), done(t('saved.deleted'))(null)) });
  const error = create.error ?? update.error ?? remove.error ?? states.error;
  const current = states.data?.find((s) => s.id === selected) ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };

  return (
    <div className={styles.saved}>
      <div className={styles.field}>
        <label htmlFor={`${id}-saved`}>{t('saved.label')}</label>
        <select id={`${id}-saved`} value={selected ?? ''} onChange={(e) => (setNotice(null), onSelect(states.data?.find((s) => s.id === e.target.value) ?? null))}>
          <option value="">{t('saved.default')}</option>
          {(states.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {current ? (
        <>
          <Button variant="secondary" onClick={() => update.mutate()} busy={update.isPending}>
            {t('saved.save')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirm(true)}>
            {t('saved.delete')}
          </Button>
        </>
      ) : null}
      {naming ? (
        <form onSubmit={submit} className={styles.saveForm}>
          <TextField label={t('saved.name')} value={name} maxLength={STATE_NAME_MAX} required autoFocus onChange={(e) => setName(e.target.value)} />
          <Button type="submit" busy={create.isPending}>
            {t('saved.create')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
            {tc('cancel')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setNaming(true)}>
          {t('saved.saveAs')}
        </Button>
      )}
      <div aria-live="polite" className={styles.notice}>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {error ? <Alert>{message(asApiError(error).messageKey)}</Alert> : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('saved.confirmDelete', { name: current?.name ?? '' })}
        confirmLabel={t('saved.delete')}
        cancelLabel={tc('cancel')}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </div>
  );
}
