'use client';
import { useState } from 'react';
import { FormModal } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { SwitchField } from '@/components/admin/settings/switch-field';
import { TextAreaField } from '@/components/admin/settings/text-area-field';
import { useSchemaSubmit } from '@/components/admin/kit/use-schema-submit';
import { useTranslations } from '@/lib/i18n/client';
import { CONSENT_KINDS, CONSENT_NAME_MAX, consentFormSchema, type ConsentAdminItem, type ConsentKind } from '@/lib/consents/schema';
import styles from '@/components/ui/ui.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; item: ConsentAdminItem | null; onSaved: (item: ConsentAdminItem) => void };

/** Create or edit one consent: name, wording, kind (terms or tracking) and whether it is required. */
export function ConsentFormDialog({ open, onOpenChange, item, onSaved }: Props) {
  const t = useTranslations('adminConsents');
  const [name, setName] = useState(item?.name ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [kind, setKind] = useState<ConsentKind>(item?.kind ?? 'terms');
  const [mandatory, setMandatory] = useState(item?.mandatory ?? false);
  const { errors, formError, busy, submit, message } = useSchemaSubmit<ConsentAdminItem>();
  const save = () =>
    submit({
      schema: consentFormSchema,
      body: { name, content, kind, mandatory: kind === 'tracking' ? false : mandatory },
      url: item ? `/api/v1/consents/${item.id}` : '/api/v1/consents',
      method: item ? 'PATCH' : 'POST',
      onSaved,
    });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={item ? t('editTitle', { name: item.name }) : t('createTitle')}
      submitLabel={item ? t('save') : t('createSubmit')}
      onSubmit={save}
      error={formError}
    >
      <TextField label={t('fieldName')} value={name} maxLength={CONSENT_NAME_MAX} onChange={(e) => setName(e.target.value)} error={errors.name ? message(errors.name) : undefined} />
      <TextAreaField label={t('fieldContent')} hint={item ? t('contentHintEdit') : undefined} value={content} onChange={(e) => setContent(e.target.value)} error={errors.content ? message(errors.content) : undefined} />
      <div className={styles.field}>
        <label htmlFor="consent-kind" className={styles.label}>
          {t('fieldKind')}
        </label>
        <select id="consent-kind" className={styles.input} value={kind} aria-describedby="consent-kind-hint" onChange={(e) => setKind(e.target.value as ConsentKind)}>
          {CONSENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
        <p id="consent-kind-hint" className={styles.hint}>
          {t(`kindHint.${kind}`)}
        </p>
      </div>
      {kind === 'terms' && <SwitchField label={t('fieldMandatory')} hint={t('mandatoryHint')} checked={mandatory} onChange={setMandatory} />}
      {errors.mandatory && <p role="alert">{message(errors.mandatory)}</p>}
    </FormModal>
  );
}
