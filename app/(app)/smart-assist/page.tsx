import type { Metadata } from 'next';
import { AssistantRoute } from '@/components/maven/assistant-route';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('maven'))('smartAssist') };
}

// /smart-assist – the assistant as Smart Assist (it takes precedence over Maven)
export default function SmartAssistRoute() {
  return <AssistantRoute kind="smartAssist" />;
}
