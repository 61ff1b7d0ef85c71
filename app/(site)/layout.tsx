import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';

/** Pages without the app shell (sign-in, account links, errors, help): the base client messages. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
