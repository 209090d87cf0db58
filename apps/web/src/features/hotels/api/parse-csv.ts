import { useMutation } from '@tanstack/react-query';
import type { ParseCsvResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

/** The server decides validity (spec section 5): the client sends the file text as is. */
export const parseCsv = (content: string) => apiJson<ParseCsvResponse>('POST', '/api/parse-csv', { content });

export function useParseCsv() {
  return useMutation({ mutationFn: parseCsv });
}
