'use client';
import { useTranslations } from '@/lib/i18n/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { ShareDialog } from '@/components/notifications/share-dialog';
import { CategoriesDialog } from './categories-dialog';
import type { CardAction } from './card-menu';
import { useNotice } from './notice';
import { PosterDialog } from './poster-dialog';
import { copyText, shareUrl } from './share';
import { RenameDialog, WorkspacePickDialog } from './tool-dialogs';
import { useCardActions } from './use-library';
import { useRun } from './use-run';
import { VersionsDialog } from './versions-dialog';

type Props = { card: WorkflowCardView; action: CardAction | null; onClose: () => void };

/** The dialog of the card tool picked from the menu (the public link acts at once and has none). */
export function CardToolDialog({ card, action, onClose }: Props) {
  switch (action) {
    case 'share':
      return <ShareTool card={card} onClose={onClose} />;
    case 'rename':
      return <RenameDialog card={card} onClose={onClose} />;
    case 'poster':
      return <PosterDialog card={card} onClose={onClose} />;
    case 'move':
    case 'copy':
      return <WorkspacePickDialog card={card} mode={action} onClose={onClose} />;
    case 'versionHistory':
      return <VersionsDialog card={card} onClose={onClose} />;
    case 'categories':
      return <CategoriesDialog card={card} onClose={onClose} />;
    case 'publish':
    case 'unpublish':
    case 'delete':
      return <ConfirmTool card={card} action={action} onClose={onClose} />;
    default:
      return null;
  }
}

const CONFIRM_CALLS = { publish: 'publish', unpublish: 'unpublish', delete: 'remove' } as const;

function ConfirmTool({ card, action, onClose }: { card: WorkflowCardView; action: keyof typeof CONFIRM_CALLS; onClose: () => void }) {
  const t = useTranslations('cardTools');
  const common = useTranslations('common');
  const actions = useCardActions();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const call = () => actions[CONFIRM_CALLS[action]](card.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}
      title={t(`${action}.title`)}
      confirmLabel={t(`${action}.submit`)}
      cancelLabel={common('cancel')}
      busy={busy}
      tone={action === 'delete' ? 'danger' : 'primary'}
      onConfirm={() => run(call, () => (notice(t(`${action}.done`, { title: card.title })), onClose()))}
    >
      <span>{t(`${action}.text`, { title: card.title })}</span>
      {error ? (
        <span role="alert" style={{ display: 'block', marginTop: 8, color: 'var(--danger)' }}>
          {error}
        </span>
      ) : null}
    </ConfirmDialog>
  );
}

/** Share (published only): notify people and teams, or copy the player link. */
function ShareTool({ card, onClose }: { card: WorkflowCardView; onClose: () => void }) {
  const t = useTranslations('cardTools');
  const notice = useNotice();
  const copyLink = async () => {
    const copied = await copyText(shareUrl(card.id));
    onClose();
    notice(t(copied ? 'share.copied' : 'share.failed'), copied ? 'success' : 'error');
  };
  return (
    <ShareDialog
      workflowId={card.id}
      title={card.title}
      onClose={onClose}
      onShared={(text) => notice(text, 'success')}
      onCopyLink={() => void copyLink()}
    />
  );
}
