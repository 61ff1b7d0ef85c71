import type { Metadata } from 'next';
import { CertificationTab } from '@/components/skills/builder/certification-tab';
import { getTranslations } from '@/lib/i18n/server';
import { loadBuilderPlaylist } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('builder.tabs.certification') };
}

// /skillbuilder/{id}/certification – the skill builder's certification tab
export default async function SkillBuilderCertificationTabPage({ params }: { params: Promise<{ playlistId: string }> }) {
  const { session, playlist } = await loadBuilderPlaylist((await params).playlistId);
  return <CertificationTab initial={playlist} me={{ uid: session.user.id, displayName: session.user.displayName }} />;
}
