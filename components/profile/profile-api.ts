'use client';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import type { ProfileDto } from '@/lib/users/schema';

export const profileKeys = { me: () => ['profile', 'me'] as const };

export const fetchProfile = () => apiRequest<{ item: ProfileDto }>('/api/v1/profile/me').then((r) => r.item);

export const patchProfile = (input: { displayName?: string; locale?: string }) =>
  apiRequest<{ item: ProfileDto }>('/api/v1/profile/me', { method: 'PATCH', body: input }).then((r) => r.item);

export const deleteAvatar = () =>
  apiRequest<{ item: { avatarUrl: null } }>('/api/v1/profile/me/avatar', { method: 'DELETE' }).then((r) => r.item);

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiRequest<unknown>('/api/v1/auth/reset-password', { method: 'POST', body: input });

/**
 * XMLHttpRequest rather than fetch: only XHR reports upload progress in every browser. Its
 * refusals become the same ApiRequestError as every other call's.
 */
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
      else reject(ApiRequestError.fromReply(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(ApiRequestError.network());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
