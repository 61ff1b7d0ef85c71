import { z } from 'zod';
import { ROLES } from '@/lib/access/roles';

/** A plan-gated feature: `featureEnabled` comes with the plan, `enabled` is the admin's toggle. */
const feature = (enabled = false, featureEnabled = true) =>
  z.object({ featureEnabled: z.boolean().default(featureEnabled), enabled: z.boolean().default(enabled) }).prefault({});

const roleList = z.array(z.enum(ROLES)).nullable().default(null);

export const orgSettingsSchema = z.object({
  employeeIdLogin: z.boolean().default(true),
  sharedAccountLogin: z.boolean().default(true),
  employeeIdMPEnabled: z.boolean().default(false),
  allowNameChange: z.boolean().default(true),
  userMappings: z.record(z.string(), z.string()).default({}),
  // null: not chosen by an admin, so signed-in users without a choice get their browser's language.
  defaultLocale: z.string().nullable().default(null),
  permissions: z
    .object({
      skillsManager: roleList,
      analytics: roleList,
      disablePublicLinks: z.boolean().default(false),
      disableDownloads: z.boolean().default(false),
      allowAutoLogout: z.boolean().default(false),
      autoLogoutTimeout: z.string().default('15'), // minutes, a string as in the spec
    })
    .prefault({}),
  sharedDevice: z
    .object({ disableDHLogin: z.boolean().default(false), enableEmployeeCreation: z.boolean().default(false) })
    .prefault({}),
  customized: z
    .object({
      enableComments: z.boolean().default(true),
      enableRestrictedIP: z.boolean().default(false),
      restrictedIP: z.object({ allowedRules: z.array(z.string()).default([]) }).prefault({}),
      enableSafetyWatermark: z.boolean().default(false),
      enableGlobalInviteUser: z.boolean().default(true),
      useEditor: z.boolean().default(false),
      useEditor2: z.boolean().default(true),
      autoPublish: z.boolean().default(false),
    })
    .prefault({}),
  features: z
    .object({
      canUseClassicEditor: feature(true),
      enableZoomIntegration: feature(false),
      enableSCORM: feature(false),
      enableUlIntegration: feature(false),
      publicSharing: feature(true),
      enableText2Speech: feature(true),
      enableQuiz: feature(true),
      enableMultiModalSOP: feature(true),
      enableAIQA: feature(true),
      enableAISummary: feature(true),
      enableSmartCompare: feature(false),
      enableSmartAssist: feature(false),
      enableDataHub: feature(false),
      maven: feature(true),
      allowDownloads: feature(true),
      sharedDevice: feature(true),
    })
    .prefault({}),
  ai: z
    .object({
      quiz: z.boolean().default(true),
      multiModalSOP: z.boolean().default(true),
      AIQA: z.boolean().default(true),
      aiSummary: z.boolean().default(true),
      smartCompare: z.boolean().default(false),
      smartAssist: z.boolean().default(false),
      dataHub: z.boolean().default(false),
      aiGeneratedAnswer: z.boolean().default(true),
    })
    .prefault({}),
  // The Maven page's preset questions: what the assistant's intro offers to ask (GET /v2/chats/preset-questions).
  maven: z.object({ presetQuestions: z.array(z.string()).default([]) }).prefault({}),
  products: z
    .object({
      ssoMapping: z.boolean().default(false),
      kahuna: z.boolean().default(false),
      rustici: z.boolean().default(false),
      externalIdIntegration: z.boolean().default(false),
    })
    .prefault({}),
});

export type OrgSettings = z.infer<typeof orgSettingsSchema>;
export type FeatureName = keyof OrgSettings['features'];

/** Stored settings are partial (older rows, hand edits): parsing fills every default. */
export const parseOrgSettings = (raw: unknown): OrgSettings => orgSettingsSchema.parse(raw ?? {});

/** A feature is on only when the plan includes it and the admin switched it on. */
export const isFeatureOn = (settings: OrgSettings, name: FeatureName) =>
  settings.features[name].featureEnabled && settings.features[name].enabled;

export const ssoConfigSchema = z.object({
  ssoLoginOnly: z.boolean().default(false),
  emailDomains: z.array(z.string()).default([]),
  oidc: z
    .object({ issuer: z.url(), clientId: z.string().min(1), clientSecret: z.string().min(1), label: z.string().optional() })
    .nullable()
    .default(null),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;
export const parseSsoConfig = (raw: unknown): SsoConfig => ssoConfigSchema.parse(raw ?? {});
