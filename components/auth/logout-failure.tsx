'use client';
import dynamic from 'next/dynamic';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { logout, logoutFailureStore } from './use-logout';

// The dialog code loads only when a sign-out has failed, not with every signed-in page.
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

// Message providers nest (a layout's and a page's): only the first one still mounted shows the dialog.
const owners: string[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((listener) => listener());
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => void ownerListeners.delete(listener);
};
const never = () => false;
const noFailure = () => null;

/** Tells the user a sign-out failed and offers it again (mounted by the message provider). */
export function LogoutFailure() {
  const t = useTranslations('access');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const isOwner = useSyncExternalStore(subscribeOwners, () => owners[0] === id, never);
  const failed = useSyncExternalStore(logoutFailureStore.subscribe, logoutFailureStore.get, noFailure);
  useEffect(() => {
    owners.push(id);
    notifyOwners();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      notifyOwners();
    };
  }, [id]);
  if (!isOwner || !failed) return null;

  const retry = async () => {
    setBusy(true);
    await logout(failed);
    setBusy(false);
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && logoutFailureStore.dismiss()}
      title={t('logoutFailedTitle')}
      confirmLabel={t('retry')}
      cancelLabel={t('logoutStay')}
      onConfirm={() => void retry()}
      busy={busy}
      tone="primary"
    >
      <p>{t('logoutFailed')}</p>
    </ConfirmDialog>
  );
}
