import { readFile } from 'node:fs/promises';
import { checkDocumentBytes } from '@/lib/data-hub/extract';
import { withLocalFile } from './probe';

/** Checks a stored data-hub upload by its bytes (422 uploads.notPdf / pdfEncrypted / tooManyPages / notDocx / notText). */
export const probeStoredDocument = (key: string, contentType: string) => withLocalFile(key, async (file) => checkDocumentBytes(await readFile(file), contentType));
