/**
 * Where an unfinished upload is remembered across page reloads: localStorage, keyed by what
 * identifies the same file when it is chosen again (name, size, modification time).
 */
type Remembered = { uploadId: string; fileName: string; size: number; lastModified: number };

const PREFIX = 'openhow.upload:';
const keyOf = (file: File) => `${PREFIX}${file.name}:${file.size}:${file.lastModified}`;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be disabled (privacy settings); uploads still work, just without resuming.
    return null;
  }
}

export function rememberUpload(file: File, uploadId: string) {
  const value: Remembered = { uploadId, fileName: file.name, size: file.size, lastModified: file.lastModified };
  try {
    store()?.setItem(keyOf(file), JSON.stringify(value));
  } catch {
    // Quota exceeded: resuming is a convenience, not a requirement.
  }
}

export function recallUpload(file: File): Remembered | null {
  const raw = store()?.getItem(keyOf(file));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Remembered>;
    const matches = value.fileName === file.name && value.size === file.size && value.lastModified === file.lastModified;
    return matches && typeof value.uploadId === 'string' ? (value as Remembered) : null;
  } catch {
    return null;
  }
}

export function forgetUpload(file: File) {
  store()?.removeItem(keyOf(file));
}
