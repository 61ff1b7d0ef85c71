import { OwnedTabLater } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';

// /owned-by-me/teams – arrives in a later release; until then an honest empty state
export default async function OwnedTeamsPage() {
  await requirePageSession();
  return <OwnedTabLater tab="teams" />;
}
