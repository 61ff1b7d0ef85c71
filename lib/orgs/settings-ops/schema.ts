import { z } from 'zod';
import { ROLES } from '@/lib/access/roles';
import { passwordSchema } from '@/lib/auth/rules';
import { LOCALES } from '@/lib/i18n/config';
import type { FeatureName, OrgSettings } from '@/lib/orgs/settings';
import { text } from '@/lib/http/text';
import { PRESET_LIMITS, presetQuestionsSchema } from '@/lib/chat/preset-schema';

/**
 * Contracts of the organisation settings routes (spec §3), shared by the admin forms and the
 * handlers. Every body is strict: a key that belongs to another route (or to the plan) is refused
 * with 422 instead of being ignored, so no route can change more than its own group.
 */

/** Custom features in the order the features page lists them. */
export const FEATURE_NAMES = [
  'canUseClassicEditor', 'enableZoomIntegration', 'enableSCORM', 'enableUlIntegration', 'publicSharing',
  'enableText2Speech', 'enableQuiz', 'enableMultiModalSOP', 'enableAIQA', 'enableAISummary', 'enableSmartCompare',
  'enableSmartAssist', 'enableDataHub', 'maven', 'allowDownloads', 'sharedDevice',
] as const satisfies readonly FeatureName[];

export const AI_SWITCHES = ['quiz', 'multiModalSOP', 'AIQA', 'aiSummary', 'smartCompare', 'smartAssist', 'dataHub', 'aiGeneratedAnswer'] as const;
export type AiSwitch = (typeof AI_SWITCHES)[number];

/** The feature each AI-assistance switch assists; the switch follows that feature's plan flag. */
export const AI_FEATURE: Record<AiSwitch, FeatureName> = {
  quiz: 'enableQuiz',
  multiModalSOP: 'enableMultiModalSOP',
  AIQA: 'enableAIQA',
  aiSummary: 'enableAISummary',
  smartCompare: 'enableSmartCompare',
  smartAssist: 'enableSmartAssist',
  dataHub: 'enableDataHub',
  aiGeneratedAnswer: 'maven',
};

export const PRODUCTS = ['ssoMapping', 'kahuna', 'rustici', 'externalIdIntegration'] as const satisfies readonly (keyof OrgSettings['products'])[];

/** What the Maven page groups: the assistant features and the AI switches that answer in them. */
export const MAVEN_FEATURES = ['maven', 'enableSmartAssist'] as const satisfies readonly FeatureName[];
export const MAVEN_AI = ['aiGeneratedAnswer', 'AIQA', 'smartAssist'] as const satisfies readonly AiSwitch[];

function shapeOf<K extends string, T extends z.ZodType>(keys: readonly K[], type: T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, type])) as Record<K, T>;
}

const unique = <T>(list: T[]) => [...new Set(list)];
const flag = z.boolean();

export const AUTO_LOGOUT_MIN = 1;
export const AUTO_LOGOUT_MAX = 480;

/** Spec §9: minutes, stored as a string ("15"); a number is accepted and "015" is stored as "15". */
export const autoLogoutTimeoutSchema = z
  .union([text(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    text()
      .regex(/^\d{1,3}$/, 'adminSettings.timeoutRange')
      .refine((v) => Number(v) >= AUTO_LOGOUT_MIN && Number(v) <= AUTO_LOGOUT_MAX, 'adminSettings.timeoutRange'),
  )
  .transform((value) => String(Number(value)));

/** A role list overriding the role table for one access flag; null goes back to the table. */
const roleListSchema = z.array(z.enum(ROLES, 'adminSettings.invalidRole')).max(ROLES.length).transform(unique).nullable();

// PUT …/my/permissions
export const permissionsPatchSchema = z.strictObject({
  skillsManager: roleListSchema.optional(),
  analytics: roleListSchema.optional(),
  disablePublicLinks: flag.optional(),
  disableDownloads: flag.optional(),
  allowAutoLogout: flag.optional(),
  autoLogoutTimeout: autoLogoutTimeoutSchema.optional(),
});
export type PermissionsPatch = z.infer<typeof permissionsPatchSchema>;

// PUT …/my/customized-permissions (the IP allow-list has its own route)
export const customizedPatchSchema = z.strictObject({
  enableComments: flag.optional(),
  enableSafetyWatermark: flag.optional(),
  enableGlobalInviteUser: flag.optional(),
  useEditor: flag.optional(),
  useEditor2: flag.optional(),
  autoPublish: flag.optional(),
});
export type CustomizedPatch = z.infer<typeof customizedPatchSchema>;

const featurePatchSchema = z.strictObject({ enabled: flag.optional(), featureEnabled: flag.optional() });

// PUT …/my/features: admin toggles; plan flags and products only for super admins
export const featuresPatchSchema = z.strictObject({
  features: z.strictObject(shapeOf(FEATURE_NAMES, featurePatchSchema.optional())).optional(),
  products: z.strictObject(shapeOf(PRODUCTS, flag.optional())).optional(),
});
export type FeaturesPatch = z.infer<typeof featuresPatchSchema>;

// PUT …/my/ai
export const aiPatchSchema = z.strictObject(shapeOf(AI_SWITCHES, flag.optional()));
export type AiPatch = z.infer<typeof aiPatchSchema>;

// PUT …/my/maven
export const mavenPatchSchema = z.strictObject({
  features: z.strictObject(shapeOf(MAVEN_FEATURES, z.strictObject({ enabled: flag }).optional())).optional(),
  ai: z.strictObject(shapeOf(MAVEN_AI, flag.optional())).optional(),
  presetQuestions: presetQuestionsSchema(PRESET_LIMITS.organisation).optional(),
});
export type MavenPatch = z.infer<typeof mavenPatchSchema>;

// PUT …/my/login
export const loginPatchSchema = z.strictObject({
  employeeIdLogin: flag.optional(),
  sharedAccountLogin: flag.optional(),
  employeeIdMPEnabled: flag.optional(),
  allowNameChange: flag.optional(),
  sharedDevice: z.strictObject({ disableDHLogin: flag.optional(), enableEmployeeCreation: flag.optional() }).optional(),
});
export type LoginPatch = z.infer<typeof loginPatchSchema>;

// PUT …/my/interface-language
export const interfaceLanguageSchema = z.strictObject({ defaultLocale: z.enum(LOCALES, 'adminSettings.invalidLocale') });
export type InterfaceLanguageInput = z.infer<typeof interfaceLanguageSchema>;

// POST /api/v1/auth/reset-employeeIdMP – the invite/reset password rules (spec §5)
export const masterPasswordSchema = z.strictObject({ employeeIdMP: passwordSchema });
export type MasterPasswordInput = z.infer<typeof masterPasswordSchema>;

/** GET /api/v1/organization-settings/my: everything the settings pages show. */
export type OrgSettingsDto = {
  orgId: string;
  name: string;
  clientKey: string;
  settings: OrgSettings;
  /** Super admins set what the plan includes (plan flags, products); org admins only toggle. */
  canChangePlan: boolean;
  logoUrl: string | null;
};

/** GET /api/v1/auth/employeeIdMP: never the password or its hash. */
export type MasterPasswordStatus = {
  isSet: boolean;
  /** A fixed mask when set, so not even the length is told. */
  masked: string | null;
  enabled: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};
