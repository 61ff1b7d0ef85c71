'use client';
import { useState } from 'react';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail } from '@/lib/skills/schema';
import { blockLeadingSpace, nameCounter, skillNameError } from '@/lib/skills-ui/name-rules';
import styles from '../skills.module.css';
import { usePlaylistMutations } from './use-playlist';

/** Renames the skill with the same §5 rules as creating it; Save only when changed and valid. */
export function TitleField({ playlist }: { playlist: PlaylistDetail }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const { update } = usePlaylistMutations(playlist.id);
  const [title, setTitle] = useState(playlist.playlistTitle);
  const error = skillNameError(title);
  const counter = nameCounter(title);
  const changed = title !== playlist.playlistTitle;
  return (
    <form
      className={styles.toolbar}
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && !error) update.mutate({ playlistTitle: title });
      }}
    >
      <TextField
        label={t('builder.title')}
        value={title}
        maxLength={counter.max}
        error={error ? message(error) : update.isError ? message(asApiError(update.error).messageKey) : undefined}
        hint={t('counter', { count: counter.count, max: counter.max })}
        onChange={(e) => setTitle(blockLeadingSpace(e.target.value))}
      />
      <Button type="submit" variant="secondary" disabled={!changed || !!error} busy={update.isPending}>
        {t('builder.saveTitle')}
      </Button>
    </form>
  );
}
