import { useMutation } from '@tanstack/react-query';
import { toast } from '../components/ui/toaster';
import { apiRequest, errorMessage } from './api';

/**
 * The file name from a Content-Disposition header (RFC 6266: filename* wins over filename).
 * Path separators are stripped: the name comes from the network and becomes a file on disk.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      name = decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
    name = plain?.[2] ?? plain?.[1]?.trim() ?? null;
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || fallback;
}

/**
 * A plain navigation to an export URL would carry no bearer token (the token lives in memory),
 * so the file is fetched with the token and handed to the browser through an object URL.
 * Answers the name the file was saved under.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', path);
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Revoke on the next tick: revoking synchronously can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}

export interface DownloadRequest {
  path: string;
  /** The name to save under when the answer names none. */
  fallbackName: string;
}

/** Every CSV export of the console downloads and reports its outcome the same way. */
export function useCsvDownload() {
  return useMutation({
    mutationFn: ({ path, fallbackName }: DownloadRequest) => downloadFile(path, fallbackName),
    onSuccess: (fileName) => toast({ title: 'Export ready', description: `${fileName} was downloaded.` }),
    onError: (err) => toast({ title: 'Export failed', description: errorMessage(err, 'Failed to export the data.'), variant: 'destructive' }),
  });
}
