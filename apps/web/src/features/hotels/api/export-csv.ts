import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { fileNameFromDisposition } from '../lib/download';

export type ExportKind = 'profiles' | 'snippets';

/**
 * A plain navigation to the export URL would carry no bearer token (the token lives in memory),
 * so the file is fetched with the token and handed to the browser through an object URL.
 */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const res = await apiRequest('GET', `/api/export/${kind}`);
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition'), `${kind}.csv`);
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

export function useExportCsv() {
  return useMutation({ mutationFn: downloadExport });
}
