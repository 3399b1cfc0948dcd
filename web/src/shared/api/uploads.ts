import { UPLOAD_ENDPOINTS } from '@contracts/endpointAddresses/uploads';
import type { UploadAnswer } from '@contracts/uploads';
import { ApiError } from '~/shared/api/ApiError';
import { API_BASE } from '~/shared/api/client';
import { readStoredSession } from '~/shared/session/storage';

/** Uploads a member's picture (multipart, so not through the JSON client); answers its address. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  // The server takes the one file part whatever its name; 'file' by the contract's convention (a value import would bring zod).
  form.append('file', file);
  const { token } = readStoredSession();
  const response = await fetch(`${API_BASE}${UPLOAD_ENDPOINTS.upload.path}`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, undefined, 'Could not reach the server.');
  });
  const payload = (await response.json().catch(() => null)) as (UploadAnswer & { message?: string }) | null;
  if (!response.ok || !payload?.success) throw new ApiError(response.status, payload?.message, 'The picture could not be uploaded.');
  return payload.upload.url;
}
