'use client';
import { useRef, type ReactNode } from 'react';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { fitImage, roundTime } from '@/lib/annotations/drawing';
import { DEFAULT_SPAN, EDITOR_CANVAS, type EditorElement } from '@/lib/annotations/editor-ops';
import { useTranslations } from '@/lib/i18n/client';

type Options = { workflowId: string; time: number; stepDuration: number; newId: () => string; onAdd: (e: EditorElement) => void; onError: (key: string) => void };

const naturalSize = (url: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = reject;
    img.src = url;
  });

/**
 * The image tool: a file picker, the upload through the annotation image route, then an image
 * element centred on the canvas, scaled down to fit (never up).
 */
export function useImageElement({ workflowId, time, stepDuration, newId, onAdd, onError }: Options): { pick: () => void; input: ReactNode } {
  const t = useTranslations('advancedEditor.annotations');
  const input = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    const body = new FormData();
    body.set('file', file);
    try {
      const { item } = await apiRequest<{ item: { key: string; url: string } }>('/api/v1/annotations/images', { method: 'POST', query: { workflowId }, body });
      const size = fitImage(await naturalSize(item.url), EDITOR_CANVAS);
      const startTime = roundTime(time);
      onAdd({
        id: newId(),
        type: 'image',
        startTime,
        endTime: roundTime(Math.max(startTime, Math.min(startTime + DEFAULT_SPAN, stepDuration || startTime + DEFAULT_SPAN))),
        left: Math.round((EDITOR_CANVAS.width - size.width) / 2),
        top: Math.round((EDITOR_CANVAS.height - size.height) / 2),
        ...size,
        imageKey: item.key,
        imageUrl: item.url,
        originalCanvasWidth: EDITOR_CANVAS.width,
        originalCanvasHeight: EDITOR_CANVAS.height,
      });
    } catch (caught) {
      // Spec 02 §8: an annotation upload failure reads as an unexpected error unless the server named the rule.
      onError(caught instanceof ApiRequestError ? caught.messageKey : 'alert.unexpectedError');
    }
  };
  return {
    pick: () => input.current?.click(),
    input: (
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        aria-label={t('imageFile')}
        data-testid="annotation-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    ),
  };
}
