/**
 * Routes answering one stored file (a document, an announcement's file, an expense's invoice): the route's options
 * with the file types it may answer, and the answer itself as an attachment under the file's shown name.
 */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Access } from '../../plugins/auth';
import { attachmentHeader } from '../../services/shared/accountFiles';
import { ErrorAnswer } from './http';

const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

export function downloadOptions<Parts extends object>(
  access: Access,
  tag: string,
  parts: Parts & { description: string },
  mimes: readonly string[],
  /** Whether the request can be refused as bad (400), as a name given in the query can. */
  refusesBadInput = false,
) {
  return {
    config: { access },
    schema: {
      tags: [tag],
      ...parts,
      response: {
        200: {
          description: 'The file.',
          content: Object.fromEntries(mimes.map((mime) => [mime, { schema: FileBytes }])),
        },
        ...(refusesBadInput ? { 400: ErrorAnswer } : {}),
        404: ErrorAnswer,
      },
    },
  };
}

/** The file as an attachment (its type read from its bytes, its shown name kept in UTF-8). */
export function sendDownload(reply: FastifyReply, file: { mime: string; name: string; bytes: Buffer }) {
  return reply.type(file.mime).header('content-disposition', attachmentHeader(file.name)).send(file.bytes);
}
