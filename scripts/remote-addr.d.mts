import type { IncomingMessage } from 'node:http';

export const REMOTE_ADDR_HEADER: 'x-openhow-remote-addr';
export const REMOTE_ADDR_PROOF_HEADER: 'x-openhow-remote-addr-proof';
export const REMOTE_ADDR_KEY_ENV: 'OPENHOW_REMOTE_ADDR_KEY';
export function drawRemoteAddrKey(env?: NodeJS.ProcessEnv): string;
export function stampRemoteAddr(req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } }, key: string): void;
