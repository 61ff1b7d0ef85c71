import { z } from 'zod';
import { isUuid } from '@/lib/users/schema';
import { text } from '@/lib/http/text';

export const answerConsentSchema = z.object({
  consentId: text().refine(isUuid, 'consents.unknownConsent'),
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
