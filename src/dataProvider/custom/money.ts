import type { Send } from '../send';

/** Debts, collections, advances and receipts (SPEC.md section 7 "Debts and collections"). */
export const moneyMethods = (send: Send) => ({
  /** GET /user/receipt/file/:id: a receipt's PDF. */
  receiptFile: ({ receiptId }: { receiptId: number }) =>
    send<Blob>({ method: 'GET', url: `/user/receipt/file/${receiptId}`, responseType: 'blob' }),
});
