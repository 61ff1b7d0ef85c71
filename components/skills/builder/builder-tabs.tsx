'use client';
import { usePathname } from 'next/navigation';
import { TabNav } from '@/components/ui/tab-nav';
import { useTranslations } from '@/lib/i18n/client';

const TABS = ['content', 'users', 'assessment', 'certification'] as const;

/** The builder's tabs (spec 01 §2): content, users, assessment, certification. */
export function BuilderTabs({ playlistId }: { playlistId: string }) {
  const t = useTranslations('skillsUi');
  const path = usePathname();
  const items = TABS.map((tab) => {
    const href = `/skillbuilder/${playlistId}/${tab}`;
    return { href, label: t(`builder.tabs.${tab}`), current: path === href };
  });
  return <TabNav label={t('builder.tabs.label')} items={items} />;
}
