import { redirect } from 'next/navigation';

// /skillbuilder/{id} – the builder opens on its content tab (spec 01 §2)
export default async function SkillBuilderRoot({ params }: { params: Promise<{ playlistId: string }> }) {
  redirect(`/skillbuilder/${encodeURIComponent((await params).playlistId)}/content`);
}
