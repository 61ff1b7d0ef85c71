'use client';
import { useCallback, useState } from 'react';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { compressImage } from '@/lib/sop-ui/compress-image';
import { sopPurpose, type SopUploadKind } from '@/lib/sop-ui/upload-purposes';

export type UploadedFile = { uploadId: string; storageKey: string; name: string };

/**
 * One SOP file through the one upload path (components/uploads) with its purpose; images are
 * compressed to 800×600 at quality 0.7 first. `retry` sends the last file again (resuming).
 */
export function useSopUpload(kind: SopUploadKind) {
  const upload = useMultipartUpload({ purpose: sopPurpose(kind) });
  const [last, setLast] = useState<File | null>(null);
  const { start } = upload;
  const send = useCallback(
    async (picked: File): Promise<UploadedFile | null> => {
      const file = kind === 'image' ? await compressImage(picked) : picked;
      setLast(file);
      const result = await start(file);
      return result ? { uploadId: result.id, storageKey: result.storageKey, name: picked.name } : null;
    },
    [kind, start],
  );
  const retry = useCallback(() => (last ? send(last) : Promise.resolve(null)), [last, send]);
  const busy = upload.status === 'uploading' || upload.status === 'completing';
  return { ...upload, busy, send, retry, canRetry: upload.status === 'error' && !!last };
}
