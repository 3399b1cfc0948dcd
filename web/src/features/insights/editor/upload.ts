import { UPLOAD_ENDPOINTS } from '@contracts/endpointAddresses/uploads';
import type { UploadAnswer } from '@contracts/uploads';
import { ApiError } from '~/shared/api/ApiError';
import { API_BASE } from '~/shared/api/client';
import { readStoredSession } from '~/shared/session/storage';

/** Uploads a picture for the article (multipart, so not through the JSON client); answers its address. */
export async function uploadArticlePicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { token } = readStoredSession();
  const response = await fetch(`${API_BASE}${UPLOAD_ENDPOINTS.upload.path}`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => {
    throw new ApiError(0, undefined, 'Could not reach the server.');
  });
  const payload = (await response.json().catch(() => null)) as (UploadAnswer & { message?: string }) | null;
  if (!response.ok || !payload?.success) throw new ApiError(response.status, payload?.message, 'The picture could not be uploaded.');
  return payload.upload.url;
}
