'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useAuditLabels } from '@/components/admin/audit/use-audit-labels';
import { Card } from '@/components/ui/card';
import type { AdminOverview } from '@/lib/admin/overview';
import { LogoField } from './logo-field';
import styles from './overview.module.css';

const COUNTS = ['users', 'workspaces', 'teams', 'pendingInvites'] as const;

/** /admin: counts within the caller's reach, where to go next, and (org admins) what changed lately. */
export function OverviewView({ overview }: { overview: AdminOverview }) {
  const t = useTranslations('adminOverview');
  const tn = useTranslations('adminNav');
  const format = useFormatter();
  const labels = useAuditLabels();
  const { counts, links, recentAudit, org } = overview;

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{overview.scope === 'organization' ? t('introOrganization', { name: org.name }) : t('introWorkspaces')}</p>
      </div>
      <section aria-labelledby="overview-counts">
        <h2 id="overview-counts" className={styles.sectionTitle}>
          {t('countsTitle')}
        </h2>
        <ul className={styles.counts}>
          {COUNTS.map((key) => (
            <li key={key} className={styles.count}>
              <span className={styles.countValue}>{format.number(counts[key])}</span>
              <span className={styles.muted}>{t(`counts.${key}`, { count: counts[key] })}</span>
            </li>
          ))}
        </ul>
      </section>
      {links.length ? (
        <nav aria-labelledby="overview-links">
          <h2 id="overview-links" className={styles.sectionTitle}>
            {t('linksTitle')}
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className={styles.link}>
                  {tn(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {org.canManageLogo ? (
        <Card>
          <h2 className={styles.sectionTitle}>{t('orgTitle')}</h2>
          <p className={styles.muted}>
            {t('clientKey')} <span className={styles.mono}>{org.clientKey}</span>
          </p>
          <LogoField initialUrl={org.logoUrl} />
        </Card>
      ) : null}
      {recentAudit ? (
        <Card>
          <h2 className={styles.sectionTitle}>{t('recentTitle')}</h2>
          {recentAudit.length === 0 ? (
            <p className={styles.muted}>{t('recentEmpty')}</p>
          ) : (
            <ul className={styles.recent}>
              {recentAudit.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.createdAt} className={styles.muted}>
                    {format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  <span>{t('recentEntry', { actor: entry.actorName, action: labels.action(entry.action), entity: entry.entityName ?? labels.entity(entry.entityType) })}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/admin/audit-log">{t('recentAll')}</Link>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
