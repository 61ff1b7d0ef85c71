import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// The analytics pages' client parts (filters, charts, tables) translate in the browser.
export default function AnalyticsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={CLIENT_NAMESPACES.analytics}>{children}</ClientMessages>;
}
