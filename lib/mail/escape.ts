import 'server-only';
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The first http(s) link in a text, for the log line the e2e tests follow. */
export const firstLink = (text: string) => text.match(/https?:\/\/[^\s<>"]+/)?.[0] ?? '';
