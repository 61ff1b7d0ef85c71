'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaylistDetail, SkillContentItem, UpdatePlaylistInput } from '@/lib/skills/schema';
import { skillKeys, skillsApi } from '../skills-api';

/** The builder's skill, seeded by the page and shared by the header and the tabs. */
export function usePlaylist(initial: PlaylistDetail) {
  return useQuery({ queryKey: skillKeys.playlist(initial.id), queryFn: () => skillsApi.playlist(initial.id), initialData: initial }).data;
}

/** Saves a change of the skill (title, publish, poster, certification) or its content list and keeps every tab in step. */
export function usePlaylistMutations(id: string) {
  const client = useQueryClient();
  const onSuccess = (item: PlaylistDetail) => {
    client.setQueryData(skillKeys.playlist(id), item);
    void client.invalidateQueries({ queryKey: ['skills', 'list'] });
  };
  const update = useMutation({ mutationFn: (body: UpdatePlaylistInput) => skillsApi.update(id, body), onSuccess });
  const content = useMutation({ mutationFn: (list: SkillContentItem[]) => skillsApi.content(id, list), onSuccess });
  return { update, content };
}
