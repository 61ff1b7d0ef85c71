import { acceptedFor, extensionOf } from '@/lib/uploads/constants';

/** Before a byte is sent: the type by its extension and the size (the server checks the bytes again). */
export function documentFileProblem(file: File): string | null {
  const { types, maxBytes } = acceptedFor('data-hub');
  if (!types[extensionOf(file.name)]) return 'dataHub.wrongType';
  if (file.size < 1) return 'uploads.empty';
  return maxBytes !== null && file.size > maxBytes ? 'dataHub.tooLarge' : null;
}
