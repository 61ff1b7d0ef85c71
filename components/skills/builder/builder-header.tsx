'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRun } from '@/components/workflows/use-run';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail } from '@/lib/skills/schema';
import { BUILDER_BACK_KEY, builderBackHref, SKILLS_HOME } from '@/lib/skills-ui/builder-back';
import styles from '../skills.module.css';
import { skillKeys, skillsApi } from '../skills-api';
import { TitleField } from './title-field';
import { usePlaylist, usePlaylistMutations } from './use-playlist';

// The remembered path is written before the builder opens and never changes while it is open.
const subscribeNothing = () => () => {};
const readBack = () => builderBackHref(sessionStorage.getItem(BUILDER_BACK_KEY));

/** Delete, after a confirmation naming what goes with the skill; then back to where the builder was opened from. */
function DeleteSkill({ id, title, back }: { id: string; title: string; back: string }) {
  const t = useTranslations('skillsUi');
  const common = useTranslations('common');
  const router = useRouter();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useRun();
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('builder.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (!busy ? setOpen(next) : undefined)}
        title={t('builder.deleteTitle')}
        confirmLabel={t('builder.delete')}
        cancelLabel={common('cancel')}
        busy={busy}
        onConfirm={() =>
          run(
            () => skillsApi.remove(id),
            () => {
              client.removeQueries({ queryKey: skillKeys.playlist(id) });
              void client.invalidateQueries({ queryKey: skillKeys.all });
              router.push(back);
            },
          )
        }
      >
        <p>{t('builder.deleteBody', { title })}</p>
        {error ? <Alert>{error}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}

/** The builder's header: back (to where it was opened from), the title, the status, publish/unpublish and delete. */
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
        <DeleteSkill id={playlist.id} title={playlist.playlistTitle} back={back} />
      </div>
      {!canPublish ? <p className={styles.muted}>{t('builder.publishNeedsContent')}</p> : null}
      {update.isError ? <Alert>{message(asApiError(update.error).messageKey)}</Alert> : null}
      <TitleField playlist={playlist} />
    </>
  );
}
