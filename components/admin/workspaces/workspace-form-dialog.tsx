'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { FormDialog } from '@/components/workspaces/form-dialog';
import { useSchemaSubmit } from '@/components/admin/kit/use-schema-submit';
import type { GroupChoice, ManagedWorkspace } from '@/lib/workspaces/admin-types';
import { createWorkspaceSchema, updateWorkspaceSchema } from '@/lib/workspaces/schema';
import { WorkspaceFields, type WorkspaceDraft } from './workspace-fields';

type Props = {
  /** The workspace to edit; none means a new one. */
  workspace?: ManagedWorkspace;
  groupChoices: GroupChoice[];
  /** Create in this group (the group page's "Add workspace"). */
  groupId?: string;
  onClose: () => void;
  onSaved: (item: ManagedWorkspace) => void;
};

function initialDraft(workspace: ManagedWorkspace | undefined, groupChoices: GroupChoice[], groupId?: string): WorkspaceDraft {
  if (workspace) {
    return { name: workspace.name, color: workspace.color, isPrivate: workspace.private, priority: String(workspace.priority), groupId: workspace.workspaceGroupId };
  }
  const fallback = groupChoices.find((g) => g.isDefault)?.id ?? groupChoices[0]?.id ?? '';
  return { name: '', color: 'blue', isPrivate: false, priority: '0', groupId: groupId ?? fallback };
}

/** Create or edit a workspace; the same zod schema as the server checks it before sending. */
export function WorkspaceFormDialog({ workspace, groupChoices, groupId, onClose, onSaved }: Props) {
  const t = useTranslations('adminWorkspaces');
  const [draft, setDraft] = useState(() => initialDraft(workspace, groupChoices, groupId));
  const { errors, formError, busy, submit: save } = useSchemaSubmit<ManagedWorkspace>();
  const canChooseGroup = workspace ? workspace.canMove : true;

  const submit = () =>
    save({
      schema: workspace ? updateWorkspaceSchema : createWorkspaceSchema,
      body: {
        name: draft.name,
        color: draft.color,
        private: draft.isPrivate,
        priority: draft.priority.trim() === '' ? Number.NaN : Number(draft.priority),
        ...(canChooseGroup ? { groupId: draft.groupId } : {}),
      },
      url: workspace ? `/api/v1/workspaces/${workspace.id}` : '/api/v1/workspaces',
      method: workspace ? 'PATCH' : 'POST',
      onSaved,
    });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={workspace ? t('editTitle', { name: workspace.name }) : t('createTitle')}
      submitLabel={workspace ? t('save') : t('createSubmit')}
      busy={busy}
      formError={formError}
      onSubmit={submit}
    >
      <WorkspaceFields
        draft={draft}
        errors={errors}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        groupChoices={groupChoices}
        groupName={workspace?.workspaceGroupName ?? null}
        canChooseGroup={canChooseGroup}
      />
    </FormDialog>
  );
}
