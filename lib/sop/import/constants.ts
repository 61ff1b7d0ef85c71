/** The smart-instruction import (creation from a PDF or a workflow, issue 21). */

/** The job that fills a SOP created from a PDF or a workflow (lib/sop/import/job.ts). */
export const SOP_IMPORT_JOB = 'sop-import';
export type SopImportJobData = { organizationId: string; sopId: string };

/** Pages an imported PDF may have (one step a page at most; the spec gives only the 50 MB file limit). */
export const MAX_SOP_PDF_PAGES = 200;
/** A file that starts like a PDF but cannot be read. */
export const PDF_CORRUPT_KEY = 'uploads.pdfCorrupt';

/** Why an import failed (multimodal_sops.status_error), message keys the editor shows. */
export const WORKFLOW_MISSING_KEY = 'sopImport.workflowMissing';
export const SOURCE_MISSING_KEY = 'sopImport.sourceMissing';
export const NO_CONTENT_KEY = 'sopImport.noContent';
export const TOO_MANY_PAGES_KEY = 'sopImport.tooManyPages';
export const IMPORT_FAILED_KEY = 'sopImport.failed';
