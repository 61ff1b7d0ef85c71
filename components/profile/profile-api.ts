'use client';
import type { ProfileDto } from '@/lib/users/schema';

/** A failed call, carrying the server's message key (translated by the component). */
export class ApiError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(messageKey);
  }
}

type ErrorBody = { error?: { message?: string; issues?: { path: string; message: string }[] } } | null;

function toApiError(status: number, body: ErrorBody): ApiError {
  return new ApiError(body?.error?.message ?? 'alert.unexpectedError', status, body?.error?.issues ?? []);
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  } catch {
    throw new ApiError('alert.unexpectedError', 0);
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
}

export const profileKeys = { me: () => ['profile', 'me'] as const };

export const fetchProfile = () => call<{ item: ProfileDto }>('/api/v1/profile/me').then((r) => r.item);

export const patchProfile = (input: { displayName?: string; locale?: string }) =>
  call<{ item: ProfileDto }>('/api/v1/profile/me', { method: 'PATCH', body: JSON.stringify(input) }).then((r) => r.item);

export const deleteAvatar = () =>
  call<{ item: { avatarUrl: null } }>('/api/v1/profile/me/avatar', { method: 'DELETE' }).then((r) => r.item);

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  call<unknown>('/api/v1/auth/reset-password', { method: 'POST', body: JSON.stringify(input) });

/** XMLHttpRequest rather than fetch: only XHR reports upload progress in every browser. */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<{ avatarUrl: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/profile/me/avatar');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response.item);
      else reject(toApiError(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new ApiError('alert.unexpectedError', 0));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
