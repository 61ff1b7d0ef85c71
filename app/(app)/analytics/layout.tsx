import type { ReactNode } from 'react';
import { ExportTriggerProvider } from '@/components/analytics/global-export';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// The analytics pages' client parts (filters, charts, tables) translate in the browser; the header's Export reaches the screen's export through one trigger.
export default function AnalyticsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.analytics}>
      <ExportTriggerProvider>{children}</ExportTriggerProvider>
    </ClientMessages>
  );
}
