import type { Send } from '../send';

/** The files of documents and announcements (their records go through the standard methods). */
export const communicationFileMethods = (send: Send) => ({
  /** GET /download/documents?file_name: the document shown under that name. */
  documentFile: ({ file_name }: { file_name: string }) =>
    send<Blob>({ method: 'GET', url: '/download/documents', params: { file_name }, responseType: 'blob' }),
  /** GET /user/anno/{id}/file: the announcement's file. */
  announcementFile: ({ id }: { id: number }) =>
    send<Blob>({ method: 'GET', url: `/user/anno/${id}/file`, responseType: 'blob' }),
});
