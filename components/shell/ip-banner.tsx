'use client';
import { IpAccessAlert } from '@/components/access/ip-access-alert';
import { useShell } from './shell-context';

/** Explains a failed IP check above the page content (the side menu only says it is hidden). */
export function IpBanner({ isSharedAccount, canManageIpRules }: { isSharedAccount: boolean; canManageIpRules: boolean }) {
  const { ip } = useShell();
  return (
    <IpAccessAlert
      status={ip.status} clientIP={ip.clientIP} onRetry={ip.retry} isSharedAccount={isSharedAccount}
      canManageIpRules={canManageIpRules}
    />
  );
}
