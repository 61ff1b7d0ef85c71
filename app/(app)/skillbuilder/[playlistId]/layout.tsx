import type { ReactNode } from 'react';
import { BuilderHeader } from '@/components/skills/builder/builder-header';
import { BuilderTabs } from '@/components/skills/builder/builder-tabs';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { loadBuilderPlaylist } from '@/lib/skills-ui/page-guard';

// The skill builder: header (back, title, publish) and its four tabs; each tab page checks access too.
export default async function SkillBuilderLayout({ children, params }: { children: ReactNode; params: Promise<{ playlistId: string }> }) {
  const { playlist } = await loadBuilderPlaylist((await params).playlistId);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
      <BuilderHeader initial={playlist} />
      <BuilderTabs playlistId={playlist.id} />
      {children}
    </ClientMessages>
  );
}
