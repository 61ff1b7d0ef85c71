import type { Access } from '@/lib/access/access';

export type HomeTabKey = 'overview' | 'discover' | 'favorites' | 'skillsTodo' | 'skillsCompleted';
export type HomeTab = { key: HomeTabKey; href: string };

/** Tabs between the home pages; the skills tabs need skills access. */
export function homeTabs(access: Pick<Access, 'skills'>): HomeTab[] {
  const tabs: HomeTab[] = [
    { key: 'overview', href: '/home/overview' },
    { key: 'discover', href: '/home/discover' },
    { key: 'favorites', href: '/home/favorites' },
  ];
  if (access.skills) {
    tabs.push({ key: 'skillsTodo', href: '/home/skills-todo' }, { key: 'skillsCompleted', href: '/home/skills-completed' });
  }
  return tabs;
}
