import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';
import { AppError, badRequest } from '../../errors';
import { nulPlace, refuseNul } from '../../plugins/textInput';
import type { FileUpload } from '../../services/shared/accountFiles';

export interface MultipartRules<Fields extends TObject> {
  /** The text fields, checked (and numbers converted) as a JSON body would be. */
  fields: Fields;
  /** The names the file may come under (announcements send `File`, documents `file`). */
  fileFields: readonly string[];
  maxBytes: number;
  /** The answers to a file over `maxBytes` and to a request that is not multipart/form-data. */
  tooLarge: string;
  notMultipart: string;
}

/** The bodyLimit of a route taking such a form: the file and room for its text fields. */
export const formBodyLimit = (maxBytes: number) => maxBytes + 256 * 1024;

/**
 * Reads a multipart/form-data request: its text fields, validated against a TypeBox schema with Turkish field
 * errors, and its one file (null when none was chosen: browsers send an empty part then). Fastify's own body
 * validation does not see multipart fields, so the route's schema is checked here.
 */
export async function readMultipartForm<Fields extends TObject>(
  request: FastifyRequest,
  rules: MultipartRules<Fields>,
): Promise<{ fields: Static<Fields>; file: FileUpload | null }> {
  if (!request.isMultipart()) throw badRequest(rules.notMultipart, { file: rules.notMultipart });
  const texts: Record<string, string> = {};
  let file: FileUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        texts[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (rules.fileFields.includes(part.fieldname) && bytes.length > 0)
        file = { bytes, sentName: part.filename };
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, rules.tooLarge, { file: rules.tooLarge });
    // A broken upload (cut off, malformed, too many parts) is the sender's problem, not the server's.
    throw badRequest(rules.notMultipart, { file: rules.notMultipart });
  }
  const withNul = nulPlace(texts, 'form');
  if (withNul) refuseNul(withNul);
  const fields = Value.Convert(rules.fields, texts);
  const wrong = [...Value.Errors(rules.fields, fields)];
  if (wrong.length > 0) {
    const named = wrong.map((error) =>
      error.keyword === 'required'
        ? String((error.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? 'form')
        : error.instancePath.replace(/^\//, '') || 'form',
    );
    throw badRequest(
      'Lütfen işaretli alanları düzeltiniz.',
      Object.fromEntries(named.map((field) => [field, 'Bu alan eksik veya geçersiz.'])),
    );
  }
  return { fields: fields as Static<Fields>, file };
}
