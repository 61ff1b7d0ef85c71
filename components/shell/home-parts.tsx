import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import type { HomeTab, HomeTabKey } from '@/lib/shell/home-tabs';
import type { WorkspaceItem } from '@/lib/workspaces/schema';
import styles from './home.module.css';
import { Icon } from './icons';

/** The tabs between the home pages; the page says which one it is. */
export async function HomeTabs({ tabs, current }: { tabs: HomeTab[]; current: HomeTabKey }) {
  const t = await getTranslations('home');
  return (
    <nav aria-label={t('tabs')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </>
  );
}

/** A titled section whose content has not arrived yet: an honest sentence, no fake cards. */
export function EmptySection({ id, title, text, headingLevel = 2 }: { id: string; title?: string; text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title ? (
        <Heading id={id} className={styles.sectionTitle}>
          {title}
        </Heading>
      ) : null}
      <p className={styles.empty}>{text}</p>
    </section>
  );
}

export async function WorkspaceCards({ items }: { items: WorkspaceItem[] }) {
  const t = await getTranslations('workspaces');
  return (
    <ul className={styles.cards}>
      {items.map((w) => (
        <li key={w.id}>
          <Link href={`/workspace/${w.id}`} className={styles.card}>
            <span className={styles.cardTitle}>
              <span className={styles.swatch} data-color={w.color} aria-hidden="true" />
              {w.name}
              {w.private ? (
                <span role="img" aria-label={t('private')} title={t('private')}>
                  <Icon name="lock" size={14} />
                </span>
              ) : null}
            </span>
            <span className={styles.cardMeta}>{w.workspaceGroupName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
