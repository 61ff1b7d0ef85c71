import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { THEME_COOKIE } from '@/lib/i18n/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` }, description: t('tagline') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const theme = (await cookies()).get(THEME_COOKIE)?.value === 'light' ? 'light' : 'dark';
  return (
    <html lang={locale} data-theme={theme}>
      <body>
        {children}
      </body>
    </html>
  );
}
