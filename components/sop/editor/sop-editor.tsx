'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import ui from '@/components/ui/ui.module.css';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { SopDetail, SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import { AddBlockMenu } from './add-block-menu';
import { BlockCard, blockHeadingId } from './block-card';
import { TitleEditor } from './title-editor';
import { useSopEditor } from './use-sop-editor';
import { VersionsPanel } from './versions-panel';

/** The task editor (create/edit modes): title, description, the block list, save, publish and version history. */
export function SopEditor({ sop, onPublished }: { sop: SopDetail; onPublished: (item: SopDetail) => void }) {
  const t = useTranslations('sopUi');
  const common = useTranslations('common');
  const message = useMessage();
  const editor = useSopEditor(sop);
  const descriptionId = useId();
  const [deleting, setDeleting] = useState<SopItem | null>(null);
  const [versions, setVersions] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { draft } = editor;

  const add = (type: Parameters<typeof editor.add>[0]) => {
    const id = editor.add(type);
    requestAnimationFrame(() => document.getElementById(blockHeadingId(id))?.scrollIntoView({ block: 'center' }));
    requestAnimationFrame(() => document.getElementById(`${blockHeadingId(id)}-up`)?.closest('li')?.querySelector('input')?.focus());
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const index = draft.items.findIndex((i) => i.id === deleting.id);
    editor.remove(deleting.id);
    setDeleting(null);
    // Focus moves to the block that took its place, else the add button.
    const next = draft.items[index + 1] ?? draft.items[index - 1];
    requestAnimationFrame(() => document.getElementById(next ? `${blockHeadingId(next.id)}-up` : 'sop-add-anchor')?.focus());
  };
  const publish = async () => {
    if (await editor.publish()) onPublished({ ...sop, ...draft, published: true });
  };

  return (
    <div className={styles.editor}>
      <header className={styles.editorHeader}>
        <TitleEditor sop={sop} title={draft.title} canEdit onSaved={editor.setTitle} onResult={(ok) => setNotice(t(ok ? 'editor.titleSaved' : 'editor.titleFailed'))} />
        <p className={styles.muted}>
          {sop.workspaceName} · {editor.dirty ? t('editor.unsaved') : editor.saved ? t('editor.saved') : t('editor.draft')}
        </p>
        <div className={styles.actionsRow}>
          <Button type="button" variant="secondary" busy={editor.busy === 'save'} disabled={!editor.dirty || !!editor.busy} onClick={() => void editor.save()}>
            {t('editor.save')}
          </Button>
          <Button type="button" busy={editor.busy === 'publish'} disabled={!!editor.busy || draft.items.length === 0} onClick={() => void publish()}>
            {t('editor.publish')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setVersions(true)}>
            {t('editor.versions')}
          </Button>
        </div>
        <div aria-live="polite" className={styles.status}>
          {notice}
        </div>
        {editor.error ? (
          <p role="alert" className={ui.error}>
            {message(editor.error)}
          </p>
        ) : null}
        {editor.conflict ? (
          <div role="alert" className={styles.inlineError}>
            <span>{t('editor.conflict')}</span>
            <Button type="button" variant="secondary" onClick={() => void editor.reload()}>
              {t('editor.reload')}
            </Button>
          </div>
        ) : null}
      </header>
      <div className={ui.field}>
        <label htmlFor={descriptionId} className={ui.label}>
          {t('editor.description')}
        </label>
        <textarea id={descriptionId} className={ui.input} rows={2} maxLength={20000} value={draft.description} onChange={(e) => editor.setDescription(e.target.value)} />
      </div>
      {draft.items.length === 0 ? <p className={styles.muted}>{t('editor.noBlocks')}</p> : null}
      <ol className={styles.blockList} aria-label={t('editor.blocks')}>
        {draft.items.map((item, index) => (
          <BlockCard key={item.id} items={draft.items} index={index} workspaceId={sop.workspaceId} onMove={editor.move} onDelete={setDeleting} onChange={editor.updateItem} />
        ))}
      </ol>
      <div id="sop-add-anchor" tabIndex={-1} className={styles.actionsRow}>
        <AddBlockMenu items={draft.items} onAdd={add} />
      </div>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title={t('editor.deleteTitle')}
        confirmLabel={t('editor.delete')}
        cancelLabel={common('cancel')}
        onConfirm={confirmDelete}
      >
        {deleting ? t('editor.deleteText', { name: deleting.title.trim() || t(`blockTypes.${deleting.type}`) }) : null}
      </ConfirmDialog>
      {versions ? <VersionsPanel sopId={sop.id} onRestored={editor.restored} onClose={() => setVersions(false)} /> : null}
    </div>
  );
}
