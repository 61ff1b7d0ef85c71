import type { Metadata } from 'next';
import { AssistantRoute } from '@/components/maven/assistant-route';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('maven'))('maven') };
}

// /maven – the assistant with its chat history (Smart Assist, when on, takes its place)
export default function MavenRoute() {
  return <AssistantRoute kind="maven" />;
}
