import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// The skills manager's pages; each page checks the session and role itself.
export default function SkillLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={[...CLIENT_NAMESPACES.skills, ...CLIENT_NAMESPACES.createSkill]}>{children}</ClientMessages>;
}
