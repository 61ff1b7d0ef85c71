'use client';

export type ReviewPanelProps = { workflowId: string };

/** Placeholder: the review engineer writes the real panel (request review, reviewers, feedback) with these props. */
export function ReviewPanel(props: ReviewPanelProps) {
  void props;
  return null;
}
