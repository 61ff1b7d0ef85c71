import { initializeWorkflowSchema } from '@/lib/workflows/schema';

/** What the create form asks for besides the video itself. */
export type WorkflowValues = { title: string; workspaceId: string; languageCode: string };

/** Field → message key of the first problem (the lifecycle API's own keys, e.g. workflows.titleTooLong). */
export type WorkflowValueErrors = Partial<Record<keyof WorkflowValues, string>>;

// The initialize call's own contract, minus the upload the dialog has not made yet.
const formSchema = initializeWorkflowSchema.omit({ uploadId: true });

export function validateWorkflowValues(values: WorkflowValues): WorkflowValueErrors {
  const parsed = formSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: WorkflowValueErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WorkflowValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const hasErrors = (errors: WorkflowValueErrors) => Object.keys(errors).length > 0;
