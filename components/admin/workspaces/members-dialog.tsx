'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useRef, useState } from 'react';
import { currentOpener, focusOpener, type Opener } from '@/components/workspaces/use-return-focus';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';
import type { ManagedWorkspace } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';
import { AddMembers } from './add-members';
import { MembersTable } from './members-table';
import { useMemberChanges } from './use-members';

type Props = { workspace: ManagedWorkspace; selfId: string; onClose: () => void; onChanged: () => void };

/** The members of one workspace: add people, change roles, remove; each change applies at once. */
export function MembersDialog({ workspace, selfId, onClose, onChanged }: Props) {
  const t = useTranslations('adminWorkspaces');
  const titleId = useId();
  const opener = useRef<Opener | null>(null);
  const [status, setStatus] = useState('');
  const changes = useMemberChanges(workspace.id, onChanged);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.content} ${styles.wideDialog}`}
          // The title carries its own id (the focus target after a removal), so name the dialog by it.
          aria-labelledby={titleId}
          onOpenAutoFocus={() => {
            opener.current = currentOpener();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusOpener(opener.current);
          }}
        >
          <div className={styles.headerRow}>
            <Dialog.Title id={titleId} tabIndex={-1} className={dialog.title}>
              {t('membersTitle', { name: workspace.name })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                {t('close')}
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.muted}>{t('membersIntro')}</Dialog.Description>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {workspace.grantableRoles.length > 0 ? (
            <AddMembers
              workspaceId={workspace.id}
              grantableRoles={workspace.grantableRoles}
              add={changes.add}
              onAdded={(count) => setStatus(t('added', { count }))}
            />
          ) : null}
          <div className={styles.section}>
            <MembersTable
              workspaceId={workspace.id}
              workspaceName={workspace.name}
              selfId={selfId}
              changes={changes}
              onStatus={setStatus}
              focusFallbackId={titleId}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
