
export type HomeTabKey = 'overview' | 'discover' | 'favorites' | 'skillsTodo' | 'skillsCompleted';
export type HomeTab = { key: HomeTabKey; href: string };

/**
 * Tabs between the home pages. The skills tabs are the learner's own assigned skills, which any
 * role may be given (a viewer in an assigned team included): every account but gen2 ones
 * (spec 01 §6 keeps gen2 away from skills) sees them; managing skills is what needs skills access.
 */
export function homeTabs(org: { generation: string | null }): HomeTab[] {
  const tabs: HomeTab[] = [
    { key: 'overview', href: '/home/overview' },
    { key: 'discover', href: '/home/discover' },
    { key: 'favorites', href: '/home/favorites' },
  ];
  if (org.generation !== 'gen2') {
    tabs.push({ key: 'skillsTodo', href: '/home/skills-todo' }, { key: 'skillsCompleted', href: '/home/skills-completed' });
  }
  return tabs;
}
