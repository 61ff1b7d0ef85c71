'use client';
import { useTranslations } from '@/lib/i18n/client';
import { customizedPatchSchema, type CustomizedPatch } from '@/lib/orgs/settings-ops/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

export type CustomizedValues = Required<CustomizedPatch>;
const KEYS = ['enableComments', 'enableSafetyWatermark', 'enableGlobalInviteUser', 'autoPublish'] as const;

/** The customised permissions this form owns (the IP allow-list has its own page). */
export const pickCustomized = (c: OrgSettings['customized']): CustomizedValues => ({
  enableComments: c.enableComments,
  enableSafetyWatermark: c.enableSafetyWatermark,
  enableGlobalInviteUser: c.enableGlobalInviteUser,
  useEditor: c.useEditor,
  useEditor2: c.useEditor2,
  autoPublish: c.autoPublish,
});

/** Spec §3 customised permissions: comments, watermark, invites, editors, auto-publish. */
export function CustomizedForm({ initial }: { initial: CustomizedValues }) {
  const t = useTranslations('adminSettings');
  const form = useSettingsForm<CustomizedValues>({
    initial,
    save: (values) => putSettings('customized-permissions', values).then((s) => pickCustomized(s.customized)),
    validate: (values) => issuesOf(customizedPatchSchema, values),
  });
  const { values } = form;
  const set = (key: keyof CustomizedValues) => (value: boolean) => form.update((v) => ({ ...v, [key]: value }));
  // Spec §3: the new editor applies only when Editor 2 is on and Editor 1 is off.
  const newEditor = values.useEditor2 && !values.useEditor;

  return (
    <SettingsForm title={t('customizedTitle')} description={t('customizedIntro')} form={form}>
      {KEYS.map((key) => (
        <SwitchField key={key} label={t(`customized.${key}`)} hint={t(`customized.${key}Hint`)} checked={values[key]} onChange={set(key)} />
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('editorLegend')}</legend>
        <SwitchField label={t('customized.useEditor')} hint={t('customized.useEditorHint')} checked={values.useEditor} onChange={set('useEditor')} />
        <SwitchField label={t('customized.useEditor2')} hint={t('customized.useEditor2Hint')} checked={values.useEditor2} onChange={set('useEditor2')} />
        <p className={styles.muted} aria-live="polite">
          {newEditor ? t('editorInUseNew') : t('editorInUseClassic')}
        </p>
      </fieldset>
    </SettingsForm>
  );
}
