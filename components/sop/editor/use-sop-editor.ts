'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiRequestError } from '@/components/ui/api-request';
import { insertBlock, moveBlock, newBlock } from '@/lib/sop-ui/rules';
import type { BlockType, SopDetail, SopItem } from '@/lib/sop-ui/types';
import { sopApi, sopKeys } from '../sop-api';

export type Draft = { title: string; description: string; items: SopItem[] };
const draftOf = (sop: SopDetail): Draft => ({ title: sop.title, description: sop.description, items: sop.items });
const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'sopUi.network');

/**
 * The author's working copy of a smart instruction: edits stay local until Save (PUT with the
 * version it started from; a 409 means someone else saved first and nothing is overwritten).
 */
export function useSopEditor(sop: SopDetail) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sop));
  const [version, setVersion] = useState(sop.version);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);

  const adopt = useCallback(
    (item: SopDetail, keepDraft = false) => {
      client.setQueryData(sopKeys.detail(item.id, null), item);
      // A save or a restore is a new version: the history panel must not show the list it cached before.
      void client.invalidateQueries({ queryKey: sopKeys.versions(item.id) });
      setVersion(item.version);
      if (!keepDraft) {
        setDraft(draftOf(item));
        setDirty(false);
      }
    },
    [client],
  );
  const change = useCallback((update: (d: Draft) => Draft) => {
    setDraft(update);
    setDirty(true);
    setSaved(false);
  }, []);
  const updateItem = useCallback((id: string, patch: Partial<SopItem>) => change((d) => ({ ...d, items: d.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) })), [change]);

  const call = async (name: 'save' | 'publish', action: () => Promise<SopDetail>) => {
    setBusy(name);
    setError(null);
    setSaved(false);
    try {
      adopt(await action());
      if (name === 'save') setSaved(true);
      return true;
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) setConflict(true);
      else setError(keyOf(e));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const save = () => call('save', () => sopApi.save(sop.id, { ...draft, version }));
  /** Publishing saves unsaved changes first, so what is published is what the author sees. */
  const publish = async () => {
    if (dirty && !(await save())) return false;
    return call('publish', () => sopApi.patch(sop.id, { published: true }));
  };

  return {
    draft,
    dirty,
    busy,
    error,
    saved,
    conflict,
    version,
    setTitle: (title: string, item?: SopDetail) => {
      setDraft((d) => ({ ...d, title }));
      if (item) adopt(item, true);
    },
    setDescription: (description: string) => change((d) => ({ ...d, description })),
    add: (type: BlockType) => {
      const block = newBlock(type, () => crypto.randomUUID());
      change((d) => ({ ...d, items: insertBlock(d.items, block) }));
      return block.id;
    },
    move: (index: number, delta: -1 | 1) => change((d) => ({ ...d, items: moveBlock(d.items, index, delta) })),
    remove: (id: string) => change((d) => ({ ...d, items: d.items.filter((i) => i.id !== id) })),
    updateItem,
    save,
    publish,
    /** After a conflict: drop the local copy and take the saved one. */
    reload: async () => {
      const item = await sopApi.get(sop.id);
      adopt(item);
      setConflict(false);
    },
    restored: (item: SopDetail) => adopt(item),
  };
}
export type SopEditorModel = ReturnType<typeof useSopEditor>;
