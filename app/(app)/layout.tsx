import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';
import { AppShell } from '@/components/shell/app-shell';
import { requirePageSession } from '@/lib/auth/guards';
import { PATH_HEADER } from '@/lib/auth/guards-shared';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { THEME_COOKIE } from '@/lib/i18n/theme';
import { buildShellModel, type ShellModel } from '@/lib/shell/model';
import { isEmbeddedPath } from '@/lib/shell/embed';

// The create menu's dialogs bring their own catalogue; people who cannot create never load it.
const shellNamespaces = (model: ShellModel) => [
  ...CLIENT_NAMESPACES.shell,
  ...(model.createItems.length > 0 ? CLIENT_NAMESPACES.createWorkflow : []),
  ...(model.canCreateSkill ? CLIENT_NAMESPACES.createSkill : []),
];

/** Every signed-in page: the session check first, then the shell around the page. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession();
  const [model, jar, h] = await Promise.all([buildShellModel(session), cookies(), headers()]);
  const theme = jar.get(THEME_COOKIE)?.value === 'light' ? 'light' : 'dark';
  return (
    <ClientMessages namespaces={shellNamespaces(model)}>
      <AppProviders>
        <AppShell model={model} theme={theme} embedded={isEmbeddedPath(h.get(PATH_HEADER) ?? '')}>
          {children}
        </AppShell>
      </AppProviders>
    </ClientMessages>
  );
}
