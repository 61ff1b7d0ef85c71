// Client-safe: the audit log and the admin overview label entries with these in the browser.

/**
 * Every action the code records in the audit log. Recorders take their action from this list
 * (the AuditEntry type allows nothing else), and every one has a label in each language
 * (auditLog.actions.<key> in messages/*.json, checked by a unit test).
 */
export const AUDIT_ACTIONS = [
  'business.create',
  'business.rename',
  'business.delete',
  'category.create',
  'category.rename',
  'category.reorder',
  'category.delete',
  'subcategory.create',
  'subcategory.rename',
  'subcategory.reorder',
  'subcategory.delete',
  'team.create',
  'team.rename',
  'team.delete',
  'team.members.add',
  'team.members.replace',
  'team.members.remove',
  'user.add',
  'user.import',
  'user.invite',
  'user.update',
  'user.enable',
  'user.disable',
  'user.password',
  'user.roles',
  'user.ssoProfile.update',
  'workspace.create',
  'workspace.update',
  'workspace.move',
  'workspace.delete',
  'workspace.member.add',
  'workspace.member.role',
  'workspace.member.remove',
  'workspaceGroup.create',
  'workspaceGroup.update',
  'workspaceGroup.reorder',
  'workspaceGroup.setDefault',
  'workspaceGroup.delete',
  'workflow.publish',
  'workflow.unpublish',
  'workflow.duplicate',
  'workflow.move',
  'workflow.reset',
  'workflow.builderReset',
  'workflow.restore',
  'workflow.delete',
  'skill.create',
  'skill.update',
  'skill.publish',
  'skill.unpublish',
  'skill.assign',
  'skill.unassign',
  'skill.delete',
  'smartInstruction.publish',
  'smartInstruction.unpublish',
  'smartInstruction.duplicate',
  'smartInstruction.move',
  'smartInstruction.delete',
  'settings.permissions.update',
  'settings.customized.update',
  'settings.features.update',
  'settings.ai.update',
  'settings.maven.update',
  'settings.login.update',
  'settings.language.update',
  'settings.sso.update',
  'settings.masterPassword.reset',
  'settings.logo.upload',
  'settings.logo.delete',
  'settings.restrictedIp.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every kind of item an audit entry names, with the same label rule as the actions. */
export const AUDIT_ENTITY_TYPES = [
  'organization',
  'business',
  'category',
  'subcategory',
  'team',
  'user',
  'workspace',
  'workspaceGroup',
  'workflow',
  'skill',
  'smartInstruction',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The message key of a code: next-intl reads dots as nesting, so "user.add" is "user_add". */
export const auditLabelKey = (code: string) => code.replace(/[^A-Za-z0-9]/g, '_');

/**
 * A readable stand-in for a code that has no label (an entry written by a newer or older
 * version): "workspaceGroup.setDefault" reads "Workspace group · set default".
 */
export function readableAuditCode(code: string): string {
  const words = code
    .split('.')
    .filter(Boolean)
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase());
  const text = words.join(' · ');
  return text ? text[0].toUpperCase() + text.slice(1) : code;
}
