import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { AuditView } from '@/components/admin/audit/audit-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getAuditFacets } from '@/lib/audit/list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auditLog');
  return { title: t('title') };
}

// /admin/audit-log – the organisation's admin changes with who, when and before/after (org admins)
export default async function AuditLogPage() {
  const session = await requireAdminPage('auditLog');
  const facets = await getAuditFacets({ session });
  return <AuditView facets={facets} />;
}
