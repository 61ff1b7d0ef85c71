import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BuilderScreen } from '@/components/builder/builder-screen';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageSession } from '@/lib/auth/guards';
import { loadBuilder } from '@/lib/builder/load';
import { AppError } from '@/lib/http/errors';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builder');
  return { title: t('pageTitle') };
}

// /buildermain/{id} – the builder: an author of the workflow's workspace only (unknown or unseen → 404, viewer → 403)
export default async function BuilderPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession({ access: 'editor' });
  const { id } = await params;
  const doc = await loadBuilder(session, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    if (error instanceof AppError && error.code === 'forbidden') redirect('/403');
    throw error;
  });
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.builder}>
      <BuilderScreen initial={doc} />
    </ClientMessages>
  );
}
