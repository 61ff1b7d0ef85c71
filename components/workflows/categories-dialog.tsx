'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { workflowKeys } from '@/lib/workflows/query-keys';
import { libraryRequest } from './library-api';
import { LibraryDialog } from './library-dialog';
import styles from './library.module.css';
import { useNotice } from './notice';
import { useCardActions } from './use-library';
import { useRun } from './use-run';

type Named = { id: string; name: string };
export type CatalogCategory = Named & { subcategories: Named[] };

/** The organisation's categories with their sub-categories, in their manual order. */
export function useCatalog() {
  return useQuery({
    queryKey: workflowKeys.catalog(),
    queryFn: async (): Promise<CatalogCategory[]> => {
      const [cats, subs] = await Promise.all([
        libraryRequest<{ items: Named[] }>('/api/v1/categories?all=true&orderBy=priority'),
        libraryRequest<{ items: (Named & { categoryId: string })[] }>('/api/v1/subcategories?all=true&orderBy=priority'),
      ]);
      return cats.items.map((c) => ({ id: c.id, name: c.name, subcategories: subs.items.filter((s) => s.categoryId === c.id) }));
    },
  });
}

/** Files a workflow under sub-categories (authors only; the menu offers it with the other tools). */
export function CategoriesDialog({ card, onClose }: { card: WorkflowCardView; onClose: () => void }) {
  const t = useTranslations('cardTools');
  const catalog = useCatalog();
  const actions = useCardActions();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const [picked, setPicked] = useState<string[]>(card.subcategoryIds);
  const changed = [...picked].sort().join() !== [...card.subcategoryIds].sort().join();
  const toggle = (id: string, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <LibraryDialog
      title={t('categories.title')}
      description={card.title}
      submitLabel={t('categories.submit')}
      canSubmit={changed}
      busy={busy}
      error={error ?? (catalog.isError ? t('loadFailed') : null)}
      onClose={onClose}
      onSubmit={() => run(() => actions.setSubcategories(card.id, picked), () => (notice(t('categories.done')), onClose()))}
    >
      {catalog.isPending ? <p>{t('loading')}</p> : null}
      {catalog.isSuccess && catalog.data.every((c) => c.subcategories.length === 0) ? <p>{t('categories.empty')}</p> : null}
      {catalog.data?.filter((c) => c.subcategories.length).map((c) => (
        <fieldset key={c.id} className={styles.choices}>
          <legend>{c.name}</legend>
          {c.subcategories.map((s) => (
            <label key={s.id} className={styles.choice}>
              <input type="checkbox" checked={picked.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
              {s.name}
            </label>
          ))}
        </fieldset>
      ))}
    </LibraryDialog>
  );
}
