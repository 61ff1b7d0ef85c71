import { z } from 'zod';
import { isUuid } from '@/lib/users/schema';
import { multilineText, text } from '@/lib/http/text';

/** Consent contracts (spec 01 §3 Consent, §7 /v1/userConsents), shared by the handlers, the popup and the admin form. */
export const CONSENT_KINDS = ['terms', 'tracking'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_NAME_MAX = 90;
export const CONSENT_CONTENT_MAX = 5000;

export const answerConsentSchema = z.object({
  consentId: text().refine(isUuid, 'consents.unknownConsent'),
  isAgree: z.boolean(),
});
export type AnswerConsentInput = z.infer<typeof answerConsentSchema>;

/**
 * POST /api/v1/consents and PATCH /api/v1/consents/{id} (org admins). A tracking consent is never
 * mandatory: people must be able to refuse being tracked and keep working.
 */
export const consentFormSchema = z
  .object({
    name: text()
      .trim()
      .min(1, 'rules.required')
      .max(CONSENT_NAME_MAX, 'rules.max90'),
    content: multilineText()
      .trim()
      .min(1, 'rules.required')
      .max(CONSENT_CONTENT_MAX, 'adminConsents.contentTooLong'),
    mandatory: z.boolean().default(false),
    kind: z.enum(CONSENT_KINDS).default('terms'),
  })
  .refine((v) => !(v.kind === 'tracking' && v.mandatory), { message: 'adminConsents.trackingNotMandatory', path: ['mandatory'] });
export type ConsentFormInput = z.infer<typeof consentFormSchema>;

export type ConsentDto = {
  id: string;
  name: string;
  content: string;
  mandatory: boolean;
  kind: ConsentKind;
  signed: boolean;
  signedInfo: { isAgree: boolean; signedAt: string } | null;
};

/** A consent as the admin screen lists it, with how many people agreed and refused. */
export type ConsentAdminItem = {
  id: string;
  name: string;
  content: string;
  mandatory: boolean;
  kind: ConsentKind;
  agreed: number;
  refused: number;
  createdAt: string;
  updatedAt: string;
};

/** Whether the popup must ask: never answered, or a mandatory one refused (asked again on every sign-in). */
export const isPending = (c: Pick<ConsentDto, 'mandatory' | 'signedInfo'>) => !c.signedInfo || (c.mandatory && !c.signedInfo.isAgree);
