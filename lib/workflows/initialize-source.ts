/**
 * `workflows.source`: where the workflow's video came from. Initialize writes the origin and the
 * uploaded file's name, type and size; the pipeline's probe stage adds what ffprobe reads
 * (width, height, fps, hasAudio, codec); a duplicate copies its source's value.
 */
export const WORKFLOW_ORIGINS = ['upload', 'recording'] as const;
export type WorkflowOrigin = (typeof WORKFLOW_ORIGINS)[number];

export type WorkflowSourceDto = {
  origin: WorkflowOrigin | null;
  fileName: string | null;
  contentType: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  hasAudio: boolean | null;
  codec: string | null;
};

type UploadFacts = { fileName: string; contentType: string; size: number };

export const initialSource = (origin: WorkflowOrigin, upload: UploadFacts) => ({
  origin,
  fileName: upload.fileName,
  contentType: upload.contentType,
  size: upload.size,
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The stored JSON as the API shows it (rows from before initialize wrote it have no origin). */
export function toSourceDto(raw: unknown): WorkflowSourceDto | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const s = raw as Record<string, unknown>;
  return {
    origin: (WORKFLOW_ORIGINS as readonly unknown[]).includes(s.origin) ? (s.origin as WorkflowOrigin) : null,
    fileName: str(s.fileName),
    contentType: str(s.contentType),
    size: num(s.size),
    width: num(s.width),
    height: num(s.height),
    fps: num(s.fps),
    hasAudio: typeof s.hasAudio === 'boolean' ? s.hasAudio : null,
    codec: str(s.codec),
  };
}
