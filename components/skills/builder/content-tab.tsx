'use client';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail, SkillContentEntry } from '@/lib/skills/schema';
import { addUnique, moveItem, removeAt } from '@/lib/skills-ui/list-order';
import styles from '../skills.module.css';
import { ContentList } from './content-list';
import { PosterField } from './poster-field';
import { usePlaylist, usePlaylistMutations } from './use-playlist';
import type { PickerResult } from './content-picker';
import { SopPicker } from './sop-picker';
import { WorkflowPicker } from './workflow-picker';

const asItems = (list: SkillContentEntry[]) => list.map(({ type, id }) => ({ type, id }));
const keyOf = (i: SkillContentEntry) => `${i.type}:${i.id}`;

/**
 * Builder content tab: the ordered workflows and smart instructions (add from the library, reorder,
 * remove) and the poster. Each change saves. Smart instructions are offered when the organisation has them.
 */
export function ContentTab({ initial, canAddSops }: { initial: PlaylistDetail; canAddSops: boolean }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const playlist = usePlaylist(initial);
  const { content } = usePlaylistMutations(initial.id);
  const list = playlist.list;
  const save = (next: SkillContentEntry[]) => content.mutate(asItems(next));
  const add = (type: SkillContentEntry['type']) => (item: PickerResult) =>
    save(addUnique(list, { type, id: item.id, title: item.title, poster: null, videoDuration: 0, numSteps: 0, published: true }, keyOf));
  const chosen = (type: SkillContentEntry['type']) => new Set(list.filter((i) => i.type === type).map((i) => i.id));
  return (
    <>
      <section className={styles.section} aria-labelledby="skill-content-title">
        <h2 id="skill-content-title">{t('content.title', { count: list.length })}</h2>
        {content.isError ? <Alert>{message(asApiError(content.error).messageKey)}</Alert> : null}
        <ContentList items={list} disabled={content.isPending} onMove={(from, to) => save(moveItem(list, from, to))} onRemove={(index) => save(removeAt(list, index))} />
        {content.isPending ? <p role="status">{t('saving')}</p> : null}
      </section>
      <WorkflowPicker chosen={chosen('workflow')} disabled={content.isPending} onAdd={add('workflow')} />
      {canAddSops ? <SopPicker chosen={chosen('mm-sop')} disabled={content.isPending} onAdd={add('mm-sop')} /> : null}
      <PosterField playlist={playlist} />
    </>
  );
}
