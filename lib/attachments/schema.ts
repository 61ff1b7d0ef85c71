import { z } from 'zod';
import { text } from '@/lib/http/text';
import { MAX_LINK_LABEL_LENGTH, MAX_LINK_LENGTH } from './constants';

/** A web address people can open from the player: http or https with a host, nothing else (no javascript:, data:, mailto:). */
export const webLink = () =>
  text()
    .trim()
    .min(1)
    .max(MAX_LINK_LENGTH)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, 'attachments.linkInvalid');

export const linkInputSchema = z.object({
  label: text().trim().min(1).max(MAX_LINK_LABEL_LENGTH),
  link: webLink(),
});
export type LinkInput = z.infer<typeof linkInputSchema>;

/** POST …/steps/{stepId}/attachments: a completed upload (diagram or PDF), or a link. */
export const addAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('diagram'), uploadId: z.uuid() }),
  z.object({ kind: z.literal('pdf'), uploadId: z.uuid() }),
  z.object({ kind: z.literal('link') }).extend(linkInputSchema.shape),
]);
export type AddAttachmentInput = z.infer<typeof addAttachmentSchema>;
