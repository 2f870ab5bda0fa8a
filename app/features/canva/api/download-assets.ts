import { useMutation } from '@tanstack/react-query';
import type { DownloadAssetsInput } from '#shared/schemas/canva.ts';
import { throwIfNotOk } from '#app/lib/api-client.ts';

export interface DownloadedZip {
  blob: Blob;
  fileName: string;
}

/** The file name the server gives in Content-Disposition, or a sensible default. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? 'institute-assets.zip';
}

/** POST /api/canva/download-kti-assets: every export's files in one zip (409 until all have succeeded). */
export async function downloadInstituteAssets(input: DownloadAssetsInput): Promise<DownloadedZip> {
  const response = await fetch('/api/canva/download-kti-assets', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  await throwIfNotOk(response);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

export function useDownloadInstituteAssets() {
  return useMutation({ mutationFn: downloadInstituteAssets });
}
