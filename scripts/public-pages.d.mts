export const PUBLIC_PAGES: RegExp;
export const ROUTER_HEADERS: readonly string[];
export function chunkBytes(chunk: unknown, encoding?: unknown): Buffer;
export function nonceOf(policy: unknown): string | null;
export function accumulateVary(res: { setHeader: unknown }): void;
