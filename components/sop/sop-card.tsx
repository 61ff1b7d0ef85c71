'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useState } from 'react';
import { Icon } from '@/components/shell/icons';
import menu from '@/components/shell/menu.module.css';
import library from '@/components/workflows/library.module.css';
import { useNotice } from '@/components/workflows/notice';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { sopCardActions, sopCardState, type SopCardAction } from '@/lib/sop-ui/rules';
import type { SopCard as Card } from '@/lib/sop-ui/types';
import { sopApi } from './sop-api';
import { SopCardTool } from './sop-card-tools';

type Props = { card: Card; canManage: boolean; hrefBase?: string };

/** Spec §4 smart instruction card: poster, title, steps, author, workspace, state, like, and its tools. */
export function SopCard({ card, canManage, hrefBase = '/smart-instruction' }: Props) {
  const t = useTranslations('sopUi');
  const format = useFormatter();
  const notice = useNotice();
  const [action, setAction] = useState<SopCardAction | null>(null);
  const [liked, setLiked] = useState(card.favorite);
  const state = sopCardState(card);
  const disabled = state === 'processing';
  const actions = sopCardActions(card, canManage);
  const href = `${hrefBase}/${encodeURIComponent(card.id)}`;
  const like = async () => {
    const next = !liked;
    setLiked(next);
    try {
      setLiked((await sopApi.like(card.id, next)).liked);
    } catch {
      setLiked(!next);
      notice(t('card.likeFailed'), 'error');
    }
  };
  return (
    <article className={library.card} data-disabled={disabled} data-testid="sop-card">
      <div className={library.poster}>
        {card.poster ? (
          // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed storage URL
          <img src={card.poster} alt="" loading="lazy" />
        ) : (
          <Icon name="sparkle" size={32} />
        )}
        <span className={library.badge} data-status={state === 'failed' ? 'failed' : state}>
          {t(`card.states.${state}`)}
        </span>
      </div>
      <div className={library.body}>
        <div className={library.titleRow}>
          <h3 className={library.title}>{disabled ? card.title : <Link href={href}>{card.title}</Link>}</h3>
          <button type="button" className={library.iconButton} aria-pressed={liked} aria-label={t('card.like', { title: card.title })} onClick={() => void like()} disabled={disabled}>
            <Icon name="star" size={18} filled={liked} />
          </button>
          {actions.length > 0 ? (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger className={library.iconButton} aria-label={t('card.menu', { title: card.title })}>
                <span aria-hidden="true">⋯</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content className={menu.menu} align="end" sideOffset={4} collisionPadding={8}>
                  {actions.map((a) => (
                    <DropdownMenu.Item key={a} className={menu.menuItem} onSelect={() => setAction(a)}>
                      {t(`card.${a}`)}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : null}
        </div>
        <p className={library.meta}>
          {t('card.steps', { count: card.numSteps })} · {card.author.displayName}
        </p>
        <p className={library.meta}>
          {card.workspaceName}
          {card.privateWorkspace ? ` · ${t('card.private')}` : ''}
          {card.publishedDate ? ` · ${format.dateTime(new Date(card.publishedDate), { dateStyle: 'medium' })}` : ''}
        </p>
      </div>
      {action ? <SopCardTool card={card} action={action} onClose={() => setAction(null)} /> : null}
    </article>
  );
}
