import type { BuilderDocument, BuilderForm } from '@/lib/builder/schema';

/** What each section of the builder works with: the document, the local form and how to change it. */
export type BuilderSectionProps = {
  doc: BuilderDocument;
  form: BuilderForm;
  /** The language the title fields edit. */
  language: string;
  /** Rule keys by form path ("steps.0.titleTranslations.de-de"). */
  issues: Record<string, string>;
  update: (change: (f: BuilderForm) => BuilderForm) => void;
  onError: (error: unknown) => void;
};
