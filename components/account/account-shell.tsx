import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { AccountCard, type AccountCardProps } from './account-card';

/** The centred card every page without the app shell uses (account links, help), with the account pages' client messages. */
export function AccountShell(props: AccountCardProps) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.account}>
      <AccountCard {...props} />
    </ClientMessages>
  );
}
