import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/db/client', '@/db/schema', '@/db/*', '**/db/*'], message: 'app/, components/ and middleware.ts reach data through lib/<domain>.' }],
          paths: [
            {
              name: 'next-intl',
              importNames: ['useTranslations', 'useFormatter'],
              message: "Use '@/lib/i18n/client': the same hooks with compiled messages and formatters shared across renders.",
            },
          ],
        },
      ],
    },
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'middleware.ts'],
  },
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'db/migrations/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];

export default config;
