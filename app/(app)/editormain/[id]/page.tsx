import { redirect } from 'next/navigation';

// /editormain/{id} – opens on the transcription editor (spec 02 §2)
export default async function EditorMainPage({ params }: { params: Promise<{ id: string }> }) {
  redirect(`/editormain/${encodeURIComponent((await params).id)}/transcription`);
}
