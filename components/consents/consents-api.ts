import { apiRequest } from '@/components/ui/api-request';
import type { ConsentDto } from '@/lib/consents/schema';

/** POST /api/v1/userConsents – the user's answer to one consent (first time or again). */
export const answerConsent = (consentId: string, isAgree: boolean) =>
  apiRequest<{ item: ConsentDto }>('/api/v1/userConsents', { method: 'POST', body: { consentId, isAgree } }, 'consents.networkError');

export const consentKeys = { mine: () => ['consents', 'mine'] as const };

/** GET /api/v1/userConsents – the organisation's consents with the user's answers. */
export const fetchMyConsents = () => apiRequest<{ items: ConsentDto[] }>('/api/v1/userConsents').then((r) => r.items);
