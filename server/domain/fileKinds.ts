/** File types told from a file's first bytes: neither the name nor the browser's mimetype is trusted. */
export const FILE_KINDS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type FileMime = keyof typeof FILE_KINDS;

export function sniffMime(bytes: Buffer): FileMime | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  // Word and Excel files are zip archives; their part names are stored as plain text in the archive's headers, so
  // the main part's name tells them apart without unpacking (the server never opens them: stored and served only).
  if (startsWith([0x50, 0x4b, 0x03, 0x04])) {
    if (bytes.includes('word/document.xml', 0, 'latin1'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (bytes.includes('xl/workbook.xml', 0, 'latin1'))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * The name a file is shown and downloaded with: no folder part, no control or format characters (a bidirectional
 * override, U+202E, would show the name "fatura<U+202E>fdp.exe" as "faturaexe.pdf"), no line separators, and
 * (docs/domain.md, "Input rules") no parentheses and no first space; at most 120 characters. Never used as a
 * path on disk.
 */
export function displayFileName(sent: string | undefined, fallback: string): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu, '')
    .replace(/[()]/g, '')
    .replace(' ', '')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}
