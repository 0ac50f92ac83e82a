import type { AxiosError } from 'axios';
import { toHttpError } from '../dataProvider/errors';
import { http } from '../dataProvider/http';

/** An error answer asked for as a blob is a Blob too: read it back into the server's JSON `{description}`. */
async function readBlobError(error: AxiosError): Promise<AxiosError> {
  const data = error.response?.data;
  if (error.response && typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await data.text());
    } catch {
      error.response.data = {};
    }
  }
  return error;
}

/**
 * Opens a receipt's PDF (GET /user/receipt/file/:id) in a new tab. A plain link cannot send the Bearer token,
 * so the file comes through the `http` client as a blob and the tab shows its object URL. The tab is opened
 * before the download starts (inside the click) so pop-up blockers let it through.
 */
export async function openReceipt(receiptId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await http.get<Blob>(`/user/receipt/file/${receiptId}`, { responseType: 'blob' });
    const blob =
      response.data instanceof Blob ? response.data : new Blob([response.data], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab has loaded the file long before this; the URL is released so the memory is given back.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw toHttpError(await readBlobError(error as AxiosError));
  }
}
