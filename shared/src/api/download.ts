import { apiClient, apiFailure, type RequestOptions, toSearchParams } from '@telehealth/shared/api';
import type { Options } from 'ky';

// Kept out of the API client's module, which the sign-in page loads: only the lists' Export uses it.

export interface DownloadOptions extends RequestOptions {
  /** The Accept header (the API answers a list as CSV to text/csv). */
  accept: string;
  /** Called with each piece of the body as it arrives (progress). */
  onChunk?: (chunk: Uint8Array) => void;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the API named the file. */
  filename: string | null;
}

/**
 * Reads a file the API streams (a list as CSV), piece by piece, with the session and time zone
 * every call carries; no time limit (a large export takes a while), stopped by `signal`. Failures
 * are handled as `api`'s are (a 401 ends the session, others are toasted).
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<DownloadedFile> {
  const kyOptions: Options = {
    method: 'get',
    signal: options.signal,
    timeout: false,
    headers: { accept: options.accept },
  };
  if (options.searchParams) kyOptions.searchParams = toSearchParams(options.searchParams);
  try {
    const response = await apiClient()(path.replace(/^\//, ''), kyOptions);
    const chunks: Uint8Array[] = [];
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        options.onChunk?.(value);
      }
    }
    const type = response.headers.get('content-type') ?? options.accept;
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: new Blob(chunks as BlobPart[], { type }), filename };
  } catch (error) {
    throw await apiFailure(error, options);
  }
}
