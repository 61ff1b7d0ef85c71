import { OwnedTabLater } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';

// /owned-by-me/skills – arrives in a later release; until then an honest empty state
export default async function OwnedSkillsPage() {
  await requirePageSession();
  return <OwnedTabLater tab="skills" />;
}
