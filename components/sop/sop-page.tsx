import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { SopScreen } from './sop-screen';

/** The body of every page that opens one smart instruction (its own route, the search's, the skill player's). */
export function SopPage({ id, skillId = null }: { id: string; skillId?: string | null }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.sop}>
      <SopScreen id={id} skillId={skillId} />
    </ClientMessages>
  );
}
