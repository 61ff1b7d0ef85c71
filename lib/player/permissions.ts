import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import { isGen2Generation } from './gen2';
import type { PlayerPermissions } from './schema';

export type PermissionInput = {
  settings: OrgSettings;
  generation: string | null;
  isPublic: boolean;
  published: boolean;
  /** The signed-in viewer (null on public players). */
  viewerId: string | null;
  authorId: string | null;
};

/**
 * Spec 02 §6 player permission flags from the organisation's settings: a feature counts only when
 * its plan flag and admin toggle are both on, and the AI ones also need the AI switch. Public
 * players have no comments or reactions; unpublished workflows (previews) no reactions.
 */
export function playerPermissions({ settings, generation, isPublic, published, viewerId, authorId }: PermissionInput): PlayerPermissions {
  const safetyWatermark = settings.customized.enableSafetyWatermark;
  return {
    allowView: true,
    comments: !isPublic && settings.customized.enableComments,
    reactions: !isPublic && published,
    quiz: isFeatureOn(settings, 'enableQuiz') && settings.ai.quiz,
    aiQa: isFeatureOn(settings, 'enableAIQA') && settings.ai.AIQA,
    smartAssist: isFeatureOn(settings, 'enableSmartAssist') && settings.ai.smartAssist,
    safetyWatermark,
    // The watermark names the author on public players, the viewer everywhere else (spec 02 §2).
    watermarkId: safetyWatermark ? ((isPublic ? authorId : viewerId) ?? null) : null,
    gen2: isGen2Generation(generation),
    downloads: downloadsAllowed(settings, { isPublic }),
  };
}
