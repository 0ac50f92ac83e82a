/** The one call of fontkit (pdfkit's own font parser) we make: parsing a font file once to share it. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont takes it in place of the file's bytes. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
