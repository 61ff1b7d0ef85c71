import { OwnedTabLater } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';

// /owned-by-me/mm-sop – arrives in a later release; until then an honest empty state
export default async function OwnedMmSopPage() {
  await requirePageSession();
  return <OwnedTabLater tab="mm-sop" />;
}
