import type { DownloadRequest } from '../../../lib/download';

export type ExportKind = 'profiles' | 'snippets';

export const exportRequest = (kind: ExportKind): DownloadRequest => ({ path: `/api/export/${kind}`, fallbackName: `${kind}.csv` });
