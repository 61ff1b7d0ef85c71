'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import styles from '@/components/workspaces/workspaces.module.css';

/** "New workspace"; without any group to put it in, it says where to create one first. */
export function CreateWorkspaceButton({ hasGroups, onClick, hintId }: { hasGroups: boolean; onClick: () => void; hintId: string }) {
  const t = useTranslations('adminWorkspaces');
  return (
    <>
      <Button type="button" onClick={onClick} disabled={!hasGroups} aria-describedby={hasGroups ? undefined : hintId}>
        {t('create')}
      </Button>
      {hasGroups ? null : (
        <span id={hintId} className={styles.hint}>
          {t('needGroup')} <Link href="/admin/workspace-groups">{t('needGroupLink')}</Link>
        </span>
      )}
    </>
  );
}
