'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { RestrictedIpDto } from '@/lib/orgs/schema';
import { RestrictionSwitch } from './restriction-switch';
import { RulesField } from './rules-field';
import { SaveFeedback } from '@/components/admin/kit/save-feedback';
import { useFocusAfterSave } from '@/components/admin/kit/use-focus-after-save';
import { SelfLockoutDialog } from './self-lockout-dialog';
import { ShellIpRecheck } from './shell-ip-recheck';
import { useRestrictionForm } from './use-restriction-form';
import styles from './ip-restriction.module.css';

type Props = { initial: RestrictedIpDto; inShell: boolean };

/** /admin/setting/ip-restriction: the organisation's IP allow-list (spec §6, §7). */
export function IpRestrictionView({ initial, inShell }: Props) {
  const t = useTranslations('adminIp');
  const rulesId = useId();
  const [saves, setSaves] = useState(0);
  const form = useRestrictionForm(initial, () => setSaves((n) => n + 1));
  const saveId = useId();
  const focusRules = () => document.getElementById(rulesId)?.focus();
  useFocusAfterSave(form.saving, saveId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) focusRules();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <Card>
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <RestrictionSwitch checked={form.enabled} onToggle={form.toggle} />
          {form.enabled && form.lines.length === 0 ? <Alert tone="warning">{t('emptyWarning')}</Alert> : null}
          <RulesField
            id={rulesId}
            text={form.text}
            lines={form.lines}
            problems={form.problems}
            clientIP={initial.clientIP}
            onChange={form.edit}
            onBlur={form.revealLineErrors}
          />
          <SaveFeedback namespace="adminIp" feedback={form.feedback} onRetry={() => form.submit()} retrying={form.saving} />
          <div className={styles.actions}>
            <Button id={saveId} type="submit" busy={form.saving}>
              {t('save')}
            </Button>
          </div>
        </form>
      </Card>
      <SelfLockoutDialog
        lockout={form.lockout}
        onCancel={form.cancelLockout}
        onConfirm={() => form.submit(true)}
        returnFocusTo={saveId}
      />
      {inShell ? <ShellIpRecheck saves={saves} /> : null}
    </div>
  );
}
