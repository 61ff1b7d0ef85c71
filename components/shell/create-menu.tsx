'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/lib/i18n/client';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { CreateAction } from '@/lib/shell/links';
import type { DialogAction } from './create-menu-opened';
import { Icon } from './icons';
import styles from './shell.module.css';

// The menu loads when its button is pointed at, focused or pressed, and takes the button's place on
// the first press (create-menu-opened.tsx).
const loadMenu = () => import('./create-menu-opened');
const CreateMenuOpened = lazy(() => loadMenu().then((m) => ({ default: m.CreateMenuOpened })));

// Loaded on first use: most page views never open them.
const UploadDialog = dynamic(() => import('@/components/workflows/create/upload-dialog').then((m) => m.UploadDialog), { ssr: false });
const CreateSopDialog = dynamic(() => import('@/components/sop/create-sop-dialog').then((m) => m.CreateSopDialog), { ssr: false });
const RecordScreenDialog = dynamic(() => import('@/components/workflows/create/record-screen').then((m) => m.RecordScreenDialog), {
  ssr: false,
});

const isDialogAction = (action: CreateAction): action is DialogAction => action === 'MMSOP' || action === 'LocalImport' || action === 'RecordScreen';

/**
 * The header's create menu; the server decides which actions the user has (spec §6) and leaves
 * out those this build cannot carry out yet (lib/shell/installed-routes.ts), so every action
 * here opens its dialog. Once opened, a dialog stays mounted, so an upload goes on while it is
 * closed or the user moves to another page.
 */
export function CreateMenu({ items }: { items: CreateAction[] }) {
  const t = useTranslations('header');
  const trigger = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [used, setUsed] = useState<ReadonlySet<DialogAction>>(new Set());
  const returnFocus = useCallback(() => trigger.current?.focus(), []);
  const show = (action: DialogAction) => {
    setUsed((s) => new Set(s).add(action));
    setOpen(action);
  };
  const dialogProps = (action: DialogAction) => ({
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
    returnFocus,
  });

  const preload = () => void loadMenu();
  const button = (
    <button
      ref={trigger}
      type="button"
      className={styles.createButton}
      aria-label={t('createMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      <Icon name="plus" size={18} />
      <span className={styles.createLabel}>{t('create')}</span>
    </button>
  );

  return (
    <>
      {pressed ? (
        <Suspense fallback={button}>
          <CreateMenuOpened actions={items.filter(isDialogAction)} trigger={trigger} dialogOpening={open !== null} onSelect={show} />
        </Suspense>
      ) : (
        button
      )}
      {used.has('MMSOP') ? <CreateSopDialog {...dialogProps('MMSOP')} /> : null}
      {used.has('LocalImport') ? <UploadDialog {...dialogProps('LocalImport')} /> : null}
      {used.has('RecordScreen') ? <RecordScreenDialog {...dialogProps('RecordScreen')} /> : null}
    </>
  );
}
