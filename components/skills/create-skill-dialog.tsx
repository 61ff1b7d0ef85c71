'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormModal } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { BUILDER_BACK_KEY } from '@/lib/skills-ui/builder-back';
import { blockLeadingSpace, canSubmitSkillName, nameCounter, skillNameError } from '@/lib/skills-ui/name-rules';
import { skillsApi } from './skills-api';

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
      const item = await skillsApi.create(name);
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
    </FormModal>
  );
}
