import type { Metadata } from 'next';
import { SopPage } from '@/components/sop/sop-page';
import { getTranslations } from '@/lib/i18n/server';
import { requireSopPage } from '@/lib/sop-ui/page-guard';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ skillId?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sopUi'))('pageTitle') };
}

// /smart-instruction/{id}?skillId= – the editor for the author of a draft, else view and execute (a skillId marks an execution session)
export default async function SmartInstructionPage({ params, searchParams }: Props) {
  await requireSopPage();
  const { id } = await params;
  const raw = (await searchParams).skillId;
  const skillId = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 64) || null;
  return <SopPage id={id} skillId={skillId} />;
}
