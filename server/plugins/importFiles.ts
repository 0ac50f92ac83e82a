import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ImportKind } from '../../common/importRows';
import { badRequest } from '../errors';
import { readMultipartForm } from '../schemas/communication/multipart';
import { importBodyOfFile } from '../services/shared/importFiles';
import { nulPlace, refuseNul } from './textInput';

/** Far above the 10,000 rows an import takes (the template's rows are about 50 bytes each). */
const MAX_BYTES = 10 * 1024 * 1024;
const NO_FILE = 'İçe aktarılacak Excel dosyasını seçiniz.';
const NOT_FORM = 'Excel dosyası multipart/form-data olarak "file" alanında gönderilmelidir.';

/** The import routes take JSON (the interface's rows) or the Excel file itself as multipart. */
export const importConsumes = ['application/json', 'multipart/form-data'];

/**
 * The preValidation of an Excel import route: a multipart request's file becomes the JSON body the route's schema
 * then checks, so both forms answer alike (services/shared/importFiles.ts). A JSON request passes as it is.
 */
export function importFileForm(kind: ImportKind) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const { file } = await readMultipartForm(request, {
      fields: Type.Object({}),
      fileFields: ['file', 'File'],
      maxBytes: MAX_BYTES,
      tooLarge: 'Dosya çok büyük: en çok 10 MB bir Excel dosyası yükleyin.',
      notMultipart: NOT_FORM,
    });
    if (!file) throw badRequest(NO_FILE, { file: NO_FILE });
    const body = await importBodyOfFile(file.bytes, kind);
    // The text check of every request (plugins/textInput.ts) ran before the file was read.
    const place = nulPlace(body.rows, 'body.rows');
    if (place) refuseNul(place);
    request.body = body;
  };
}
