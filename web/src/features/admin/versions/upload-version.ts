import type { VersionRoutes } from '@storystump/contracts';
import type { ApiPath } from '../../../api/api-path';

/** An upload refused or failed: the server's message when it gave one. */
export class UploadFailed extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Upload failed.');
  }
}

/**
 * Sends a version as multipart (`tag`, `versionZip`) with XMLHttpRequest, the one browser API
 * that reports upload progress; `onProgress` gets a fraction from 0 to 1.
 */
export function uploadVersion(
  tag: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('tag', tag);
  form.append('versionZip', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const uploadPath: ApiPath<typeof VersionRoutes.upload> = '/api/versions/upload';
    request.open('POST', uploadPath);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message: string | undefined;
      try {
        const body = JSON.parse(request.responseText) as { message?: unknown };
        message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
      } catch {
        message = undefined;
      }
      reject(new UploadFailed(message));
    };
    request.onerror = () => reject(new UploadFailed(undefined));
    request.send(form);
  });
}
