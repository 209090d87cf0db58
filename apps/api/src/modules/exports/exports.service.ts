import { Readable, pipeline } from 'node:stream';
import { format, type CsvFormatterStream } from 'fast-csv';
import { readStoredChanges } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { joinList, neutralizeCell } from './csv-cells.ts';
import * as repo from './exports.repository.ts';

export const PROFILE_COLUMNS = [
  'hotel_id',
  'name',
  'brand_name',
  'address',
  'situated',
  'description',
  'amenities',
  'transport_links',
  'nearby_attractions',
  'model',
  'generated_at',
] as const;

export const SNIPPET_COLUMNS = ['snippet_id', 'hotel_id', 'hotel_name', 'type', 'content', 'source_url', 'created_at'] as const;
/** One row per changed field of a version: old/new for a text field, added/removed for a list. */
export const CHANGE_COLUMNS = [
  'hotel_id',
  'hotel_name',
  'version',
  'changed_at',
  'model',
  'restored_from',
  'field',
  'old_value',
  'new_value',
  'added',
  'removed',
  'reviewed_at',
  'reviewed_by',
] as const;

type CsvRecord = Record<string, string>;

export interface CsvDownload {
  filename: string;
  stream: CsvFormatterStream<CsvRecord, CsvRecord>;
}

export function createExportsService({ db, clock, logger }: { db: Db; clock: Clock; logger: Logger }) {
  /**
   * Rows flow cursor → generator → formatter → socket with backpressure at each step; when the
   * client goes away, pipeline() ends the generator, which closes the cursor and frees the connection.
   */
  function toCsv(kind: string, columns: readonly string[], rows: AsyncIterable<CsvRecord>): CsvDownload {
    // Every field quoted, so a separator or line break inside a cell can never end it early in
    // a parser that follows RFC 4180 (the semicolon-locale case is handled in neutralizeCell).
    const csv = format<CsvRecord, CsvRecord>({
      headers: [...columns],
      rowDelimiter: '\r\n',
      writeBOM: true,
      quoteColumns: true,
      quoteHeaders: true,
    });
    pipeline(Readable.from(rows), csv, (err) => {
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        logger.error({ err, kind }, 'csv export failed');
      }
    });
    const date = clock.now().toISOString().slice(0, 10);
    return { filename: `hotel-${kind}-${date}.csv`, stream: csv };
  }

  async function* profileRows(): AsyncGenerator<CsvRecord> {
    for await (const r of repo.streamCurrentProfiles(db)) {
      yield {
        hotel_id: neutralizeCell(r.hotel_id),
        name: neutralizeCell(r.name),
        brand_name: neutralizeCell(r.brand_name),
        address: neutralizeCell(r.address),
        situated: neutralizeCell(r.situated),
        description: neutralizeCell(r.description),
        amenities: neutralizeCell(joinList(r.amenities)),
        transport_links: neutralizeCell(joinList(r.transport_links)),
        nearby_attractions: neutralizeCell(joinList(r.nearby_attractions)),
        model: neutralizeCell(r.model),
        generated_at: r.generated_at.toISOString(),
      };
    }
  }

  async function* snippetRows(): AsyncGenerator<CsvRecord> {
    for await (const r of repo.streamSnippets(db)) {
      yield {
        snippet_id: r.id,
        hotel_id: neutralizeCell(r.hotel_id),
        hotel_name: neutralizeCell(r.hotel_name),
        type: neutralizeCell(r.type),
        content: neutralizeCell(r.content),
        source_url: neutralizeCell(r.source_url),
        created_at: r.created_at.toISOString(),
      };
    }
  }

  async function* changeRows(since: Date | undefined): AsyncGenerator<CsvRecord> {
    for await (const r of repo.streamChanges(db, since)) {
      for (const c of readStoredChanges(r.changes)) {
        yield {
          hotel_id: neutralizeCell(r.hotel_id),
          hotel_name: neutralizeCell(r.hotel_name),
          version: String(r.version),
          changed_at: r.generated_at.toISOString(),
          model: neutralizeCell(r.model),
          restored_from: r.restored_from === null ? '' : String(r.restored_from),
          field: c.field,
          old_value: c.kind === 'value' ? neutralizeCell(c.old) : '',
          new_value: c.kind === 'value' ? neutralizeCell(c.new) : '',
          added: c.kind === 'list' ? neutralizeCell(joinList(c.added)) : '',
          removed: c.kind === 'list' ? neutralizeCell(joinList(c.removed)) : '',
          reviewed_at: r.reviewed_at ? r.reviewed_at.toISOString() : '',
          reviewed_by: neutralizeCell(r.reviewed_by),
        };
      }
    }
  }

  return {
    profilesCsv: (): CsvDownload => toCsv('profiles', PROFILE_COLUMNS, profileRows()),
    snippetsCsv: (): CsvDownload => toCsv('snippets', SNIPPET_COLUMNS, snippetRows()),
    changesCsv: (since?: Date): CsvDownload => toCsv('changes', CHANGE_COLUMNS, changeRows(since)),
    counts: () => repo.exportCounts(db),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
