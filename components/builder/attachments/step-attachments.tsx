'use client';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';

export type StepAttachmentsProps = { workflowId: string; stepId: string; attachments: StepAttachmentsDto; onChanged: () => void };

/**
 * Placeholder: the attachments engineer writes the real component (diagrams, links, PDFs of a
 * step) with these props; the builder renders it under each step.
 */
export function StepAttachments(props: StepAttachmentsProps) {
  void props;
  return null;
}
