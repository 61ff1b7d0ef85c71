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
  {
    // One way to call our API from the browser: components/ui/api-request.ts (apiRequest, apiResponse
    // and the one ApiRequestError). Only the helper itself and the HLS prefetch of media files call
    // fetch directly; uploads with progress use XMLHttpRequest and map failures to ApiRequestError.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/api-request.ts', 'components/player/hls-prefetch-cache.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']",
          message: "Call the API through apiRequest/apiResponse from '@/components/ui/api-request' (one error type, IP-block handling); raw fetch only in that helper and its short allow-list in eslint.config.mjs.",
        },
      ],
    },
  },
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'db/migrations/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];

export default config;
