import { z } from 'zod';
import { isUuid } from '@/lib/users/schema';

export const answerConsentSchema = z.object({
  consentId: z.string().refine(isUuid, 'consents.unknownConsent'),
  isAgree: z.boolean(),
});
export type AnswerConsentInput = z.infer<typeof answerConsentSchema>;

export type ConsentDto = {
  id: string;
  name: string;
  content: string;
  mandatory: boolean;
  signed: boolean;
  signedInfo: { isAgree: boolean; signedAt: string } | null;
};
