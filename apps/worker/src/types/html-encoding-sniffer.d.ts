// html-encoding-sniffer 6 ships no types (and @types/html-encoding-sniffer describes version 3).
declare module 'html-encoding-sniffer' {
  export default function sniffHTMLEncoding(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
