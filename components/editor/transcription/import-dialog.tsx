'use client';
import { useId, useState } from 'react';
import { FormModal } from '@/components/ui/dialog-form';
import ui from '@/components/ui/ui.module.css';
import type { TranscriptionDto } from '@/lib/editor/transcription/schema';
import { useTranslations } from '@/lib/i18n/client';
import { usePostItem } from './use-post-item';

type Format = 'vtt' | 'srt' | 'text';
type Props = { open: boolean; onOpenChange: (open: boolean) => void; transcription: TranscriptionDto; revision: number; onImported: (item: TranscriptionDto) => void };

const formatOfFile = (name: string): Format => (/\.vtt$/i.test(name) ? 'vtt' : /\.srt$/i.test(name) ? 'srt' : 'text');

/** Upload (a .vtt, .srt or .txt file) or paste a transcript that replaces this language's sentences. */
export function ImportDialog({ open, onOpenChange, transcription, revision, onImported }: Props) {
  const t = useTranslations('transcriptionEditor');
  const tAll = useTranslations();
  const id = useId();
  const [format, setFormat] = useState<Format>('vtt');
  const [content, setContent] = useState('');
  const { busy, error, post } = usePostItem((e) => {
    if (!e) return t('errors.network');
    if (e.status === 409) return tAll('editor.staleRevision');
    const message = tAll(e.issues[0]?.message ?? e.messageKey);
    return typeof e.details.line === 'number' ? t('errors.atLine', { line: e.details.line, message }) : message;
  });
  const submit = () =>
    post(`/api/v1/transcriptions/${transcription.id}/import`, { revision, format, content }, (item) => {
      setContent('');
      onImported(item);
    });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('importTitle')}
      description={t('importIntro')}
      busy={busy}
      onSubmit={() => void submit()}
      submitLabel={t('importSubmit')}
      canSubmit={!!content.trim()}
      error={error}
    >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-file`}>
            {t('importFile')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".vtt,.srt,.txt,text/vtt,text/plain"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setFormat(formatOfFile(file.name));
              setContent(await file.text());
            }}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-format`}>
            {t('importFormat')}
          </label>
          <select id={`${id}-format`} className={ui.input} value={format} onChange={(e) => setFormat(e.target.value as Format)}>
            <option value="vtt">{t('formats.vtt')}</option>
            <option value="srt">{t('formats.srt')}</option>
            <option value="text">{t('formats.txt')}</option>
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-content`}>
            {t('importPaste')}
          </label>
          <textarea id={`${id}-content`} className={ui.input} rows={8} value={content} onChange={(e) => setContent(e.target.value)} dir="auto" />
        </div>
    </FormModal>
  );
}
