/** The client address when no trustworthy source gives one (lib/net/client-ip.ts); client-safe. */
export const UNKNOWN_CLIENT_IP = 'unknown';
