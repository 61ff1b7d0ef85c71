'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import menu from '@/components/shell/menu.module.css';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { editHref } from '@/lib/workflows/card-href';
import styles from './library.module.css';

/** Tools that open a dialog or act at once; edit is a link. */
export type CardAction = 'publish' | 'share' | 'publicLink' | 'rename' | 'poster' | 'move' | 'copy' | 'versionHistory' | 'categories' | 'unpublish' | 'delete';

/** The entries this caller gets, in menu order (the server decided each tool; spec 01 §6). */
export function cardActions(card: WorkflowCardView): CardAction[] {
  const { tools } = card;
  const out: CardAction[] = [];
  // A ready draft's next step comes first.
  if (tools.publish) out.push('publish');
  if (tools.share) out.push('share');
  if (tools.publicLink) out.push('publicLink');
  if (tools.rename) out.push('rename');
  // Changing the poster is open to the workspace's authors in any state, like moving.
  if (tools.move) out.push('poster');
  if (tools.move) out.push('move');
  if (tools.copy) out.push('copy');
  if (tools.versionHistory) out.push('versionHistory');
  // Filing into categories goes with moving: both are the author's organisation of content.
  if (tools.move) out.push('categories');
  if (tools.unpublish) out.push('unpublish');
  if (tools.delete) out.push('delete');
  return out;
}

export function CardMenu({ card, onAction }: { card: WorkflowCardView; onAction: (action: CardAction) => void }) {
  const t = useTranslations('cardTools');
  const actions = cardActions(card);
  if (!actions.length && !card.tools.edit) return null;
  const before = actions.filter((a) => a !== 'delete');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label={t('menuFor', { title: card.title })}>
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* A card low on the page leaves little room below it: the menu scrolls instead of overflowing. */}
        <DropdownMenu.Content
          className={menu.menu}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          style={{ maxHeight: 'var(--radix-dropdown-menu-content-available-height)', overflowY: 'auto' }}
        >
          {before.map((action) => (
            <DropdownMenu.Item key={action} className={menu.menuItem} onSelect={() => onAction(action)}>
              {t(`actions.${action}`)}
            </DropdownMenu.Item>
          ))}
          {card.tools.edit ? (
            <DropdownMenu.Item asChild className={menu.menuItem}>
              <Link href={editHref(card.id, card.tools.edit)}>{t('actions.edit')}</Link>
            </DropdownMenu.Item>
          ) : null}
          {actions.includes('delete') ? (
            <>
              <DropdownMenu.Separator className={menu.menuSeparator} />
              <DropdownMenu.Item className={menu.menuItem} onSelect={() => onAction('delete')}>
                {t('actions.delete')}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
