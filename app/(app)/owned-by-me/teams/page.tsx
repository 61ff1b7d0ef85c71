import { ClientMessages } from '@/components/providers/client-messages';
import { OwnedTeams } from '@/components/skills/owned-teams';
import { OwnedTabs } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// /owned-by-me/teams – the teams I created
export default async function OwnedTeamsPage() {
  await requirePageSession();
  return (
    <>
      <OwnedTabs current="teams" />
      <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
        <OwnedTeams />
      </ClientMessages>
    </>
  );
}
