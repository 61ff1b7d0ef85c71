'use client';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail } from '@/lib/skills/schema';
import { BUILDER_BACK_KEY, builderBackHref, SKILLS_HOME } from '@/lib/skills-ui/builder-back';
import styles from '../skills.module.css';
import { TitleField } from './title-field';
import { usePlaylist, usePlaylistMutations } from './use-playlist';

// The remembered path is written before the builder opens and never changes while it is open.
const subscribeNothing = () => () => {};
const readBack = () => builderBackHref(sessionStorage.getItem(BUILDER_BACK_KEY));

/** The builder's header: back (to where it was opened from), the title, the status and publish/unpublish. */
export function BuilderHeader({ initial }: { initial: PlaylistDetail }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const router = useRouter();
  const playlist = usePlaylist(initial);
  const { update } = usePlaylistMutations(initial.id);
  const back = useSyncExternalStore(subscribeNothing, readBack, () => SKILLS_HOME);
  const canPublish = playlist.published || playlist.list.length > 0;
  return (
    <>
      <div className={styles.header}>
        <Button type="button" variant="secondary" onClick={() => router.push(back)}>
          {t('builder.back')}
        </Button>
        <h1>{playlist.playlistTitle}</h1>
        <span className={styles.state} data-state={playlist.published ? 'completed' : 'not_started'}>
          {playlist.published ? t('home.published') : t('home.draft')}
        </span>
        <Button type="button" busy={update.isPending} disabled={!canPublish} onClick={() => update.mutate({ published: !playlist.published })}>
          {playlist.published ? t('builder.unpublish') : t('builder.publish')}
        </Button>
      </div>
      {!canPublish ? <p className={styles.muted}>{t('builder.publishNeedsContent')}</p> : null}
      {update.isError ? <Alert>{message(asApiError(update.error).messageKey)}</Alert> : null}
      <TitleField playlist={playlist} />
    </>
  );
}
