import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// The learner's skill player; each page checks the session itself.
export default function SkillPlayerLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>{children}</ClientMessages>;
}
