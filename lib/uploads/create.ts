import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { ensureJobsStarted } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { createMultipart } from '@/lib/storage/multipart';
import { acceptedFor, extensionOf, UPLOAD_TTL_HOURS } from './constants';
import { toCreatedDto } from './dto';
import { maxUploadBytes, partSizeFor } from './limits';
import { SOP_FOLDERS } from './sop-purposes';
import { insertUpload, setMultipartId, transitionUpload, type UploadOwner } from './queries';
import type { CreatedUploadDto, CreateUploadInput } from './schema';

/** Checks what the browser declares before a byte is sent; the probe after upload checks the bytes. */
export function checkDeclaredFile(input: Pick<CreateUploadInput, 'fileName' | 'contentType' | 'size' | 'purpose'>) {
  const { types, mimeTypes, maxBytes: purposeMax } = acceptedFor(input.purpose);
  const extension = extensionOf(input.fileName);
  const storedType = types[extension];
  if (!storedType || !mimeTypes.has(input.contentType.toLowerCase())) {
    throw new AppError('invalid_input', 'uploads.unsupportedType', { accepted: Object.keys(types) });
  }
  if (input.size < 1) throw new AppError('invalid_input', 'uploads.empty');
  const maxBytes = purposeMax ?? maxUploadBytes();
  if (input.size > maxBytes) throw new AppError('invalid_input', 'uploads.tooLarge', { maxBytes });
  return { extension, storedType };
}

// Spec 02 §7: by kind under the organisation prefix; a poster image, a diagram or a PDF waits in its kind's folder.
const FOLDERS: Record<CreateUploadInput['purpose'], string> = { 'workflow-video': 'uploads', 'poster-image': 'posters/uploads', diagram: 'diagrams/uploads', pdf: 'pdfs/uploads', 'data-hub': 'data-hub/uploads', 'playlist-poster': 'playlist-posters/uploads', ...SOP_FOLDERS };
const keyFor = (orgId: string, id: string, purpose: CreateUploadInput['purpose'], extension: string) =>
  `orgs/${orgId}/${FOLDERS[purpose]}/${id}/source${extension}`;

/** Registers the upload, then opens the multipart upload in storage that the browser fills. */
export async function createUpload(owner: UploadOwner, input: CreateUploadInput): Promise<CreatedUploadDto> {
  const { extension, storedType } = checkDeclaredFile(input);
  const db = await getDb();
  const id = randomUUID();
  const storageKey = keyFor(owner.orgId, id, input.purpose, extension);
  // The row comes first: if anything below fails, the sweeper still finds what to clean up.
  const row = await insertUpload(db, {
    id,
    organizationId: owner.orgId,
    userId: owner.userId,
    storageKey,
    fileName: input.fileName,
    contentType: storedType,
    purpose: input.purpose,
    size: input.size,
    partSize: partSizeFor(input.size, getStorage().kind),
    expiresAt: new Date(Date.now() + UPLOAD_TTL_HOURS * 3600_000),
  });
  try {
    const multipartId = await createMultipart(storageKey, storedType);
    await setMultipartId(db, { orgId: owner.orgId, id, multipartId });
  } catch (error) {
    await transitionUpload(db, { orgId: owner.orgId, id, from: ['uploading'], to: 'aborted' });
    throw error;
  }
  // In-process mode: make sure the sweeper (a scheduled job) runs in this server.
  void ensureJobsStarted();
  return toCreatedDto(row);
}
