'use client';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail } from '@/lib/skills/schema';
import styles from '../skills.module.css';
import { usePlaylist, usePlaylistMutations } from './use-playlist';

/**
 * Builder certification tab: whether completing the skill (content done, assessment passed)
 * issues a certificate, who signs it (a skills manager: signing makes the current manager the
 * signer), and a preview of what the learner receives.
 */
export function CertificationTab({ initial, me }: { initial: PlaylistDetail; me?: { uid: string; displayName: string } }) {
  const t = useTranslations('skillsUi');
  const format = useFormatter();
  const message = useMessage();
  const playlist = usePlaylist(initial);
  const { update } = usePlaylistMutations(initial.id);
  return (
    <section className={styles.section} aria-labelledby="skill-cert-title">
      <h2 id="skill-cert-title">{t('certification.title')}</h2>
      <label className={styles.row}>
        <input type="checkbox" checked={playlist.certification} disabled={update.isPending} onChange={(e) => update.mutate({ certification: e.target.checked })} />
        {t('certification.enable')}
      </label>
      <p className={styles.muted}>
        {playlist.signer ? t('certification.signedBy', { name: playlist.signer.displayName, email: playlist.signer.email }) : t('certification.noSigner')}
      </p>
      {me && playlist.signer?.uid !== me.uid ? (
        <Button type="button" variant="secondary" busy={update.isPending} onClick={() => update.mutate({ signerId: me.uid })}>
          {t('certification.signAsMe')}
        </Button>
      ) : null}
      {update.isError ? <Alert>{message(asApiError(update.error).messageKey)}</Alert> : null}
      {playlist.certification ? (
        <figure className={styles.section}>
          <figcaption className={styles.muted}>{t('certification.preview')}</figcaption>
          <div className={styles.certificate}>
            <p className={styles.muted}>{t('certification.heading')}</p>
            <p className={styles.cardTitle}>{t('certification.learner')}</p>
            <p>{t('certification.completed', { skill: playlist.playlistTitle })}</p>
            <p className={styles.muted}>{format.dateTime(new Date(), { dateStyle: 'long' })}</p>
            <p>{playlist.signer ? t('certification.signature', { name: playlist.signer.displayName }) : t('certification.noSigner')}</p>
          </div>
        </figure>
      ) : (
        <p className={styles.empty}>{t('certification.off')}</p>
      )}
    </section>
  );
}
