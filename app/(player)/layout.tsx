import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';

/** The signed-in players: the base client messages and the data client of the comment and reaction panels. */
export default function PlayersLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages>
      <AppProviders>{children}</AppProviders>
    </ClientMessages>
  );
}
