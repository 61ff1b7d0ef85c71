'use client';
import { ShareDialog } from '@/components/notifications/share-dialog';
import { copyText } from '@/components/workflows/share';
import { useNotice } from '@/components/workflows/notice';
import { useTranslations } from '@/lib/i18n/client';
import { sopApi } from './sop-api';

/** Share a published smart instruction: the workflow share dialog sending a share-multimodal-sop notification. */
export function SopShareDialog({ sop, onClose }: { sop: { id: string; title: string }; onClose: () => void }) {
  const t = useTranslations('sopUi');
  const notice = useNotice();
  const copyLink = async () => {
    const copied = await copyText(`${window.location.origin}/smart-instruction/${encodeURIComponent(sop.id)}`);
    onClose();
    notice(t(copied ? 'card.linkCopied' : 'card.linkFailed'), copied ? 'success' : 'error');
  };
  return (
    <ShareDialog
      workflowId={sop.id}
      title={sop.title}
      onClose={onClose}
      onShared={(text) => notice(text, 'success')}
      onCopyLink={() => void copyLink()}
      send={(body) => sopApi.share({ multimodalSopId: sop.id, ...body })}
    />
  );
}
