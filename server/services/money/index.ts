/**
 * The database side of the money rules (docs/domain.md, "Dues and debts" to "Money invariants"): every operation that
 * moves money, each inside the caller's transaction, each keeping the invariants the property tests check:
 * - a debt's `paid` equals the sum of its live payments, 0 ≤ paid ≤ amount (changed only under its row lock);
 * - a cash account's balance is its opening balance + Σ its live cash movements;
 * - a resident's advance is Σ their live advance movements and never below 0 (decreased only under the
 *   resident's row lock);
 * - nothing is created or lost: every payment comes from a cash movement or an advance movement, and goes back
 *   to one of them when it is removed.
 * The rules themselves (allocation, paying from the advance) are the pure functions of server/domain/.
 * Locks are always taken in the same order (debts by id, then the receipt counter, then residents by id), so two
 * transactions never wait on each other in a circle.
 *
 * This file is the money service's public face (routes, the dues runner and the seed import from here); each topic
 * lives in its own file beside it, and the queries in server/repositories/.
 */

export type { CashMovement } from '../../repositories/money/cashMovements';
export type { Debt } from '../../repositories/money/debts';
export type { Payment } from '../../repositories/money/payments';
export type { Receipt } from '../../repositories/money/receipts';
export type { AdvanceMovement } from '../../repositories/property/advances';
export {
  type AdvanceCashInput,
  type AdvanceChange,
  type AdvanceRequest,
  advanceStatement,
  advanceTooLow,
  changeAdvanceMovement,
  changeDeposit,
  depositAdvance,
  payBackAdvance,
  recordDeposit,
  withdrawAdvance,
} from './advances';
export {
  type Collected,
  type CollectionRequest,
  collectDebts,
  collectOnDebt,
  NOT_UNDONE_HERE,
  type PayerScope,
  previewCollection,
  RECEIPT_ALREADY_CANCELLED,
  receiptUndoPlan,
  undoReceipt,
  undoTransfer,
} from './collectionRequests';
export {
  type CollectionInput,
  type CollectionResult,
  collect,
  planCollection,
  undoCollection,
} from './collections';
export {
  type BatchValues,
  type CreatedEntry,
  createDebts,
  type DebtTerms,
  type NewDebt,
  payDebtsFromAdvance,
  type Responsible,
} from './debts';
export {
  CHOOSE_SETTLEMENT,
  type DeletionResult,
  deleteBatch,
  deleteDebts,
  deleteOneDebt,
  type PaymentSettlement,
} from './deletion';
export { type EntryRequest, enterDebts, type SavedEntry } from './entry';
export { receiptPdfOf, receiptPdfsOf } from './receipts';
export { apartmentStatement, batchStatement, paymentsOf, residentStatement } from './statements';
