-- Issue 13 part A, the reports over a year: each index below matches one family of report queries and carries the
-- columns they sum (INCLUDE), so a year of rows is read from the index alone (index-only scan), not row by row
-- from the table. All are partial on the live rows, the only ones a report reads.
-- Cash book, balance per account, dashboard months, account activity: live movements by date. The lists' migration
-- (0017) made this index with the same key and predicate; it is made again carrying the sums' columns, which the
-- lists' paging reads just as well.
DROP INDEX "cash_movements_live_date";--> statement-breakpoint
CREATE INDEX "cash_movements_live_date" ON "cash_movements" USING btree ("account_id", "date", "id")
  INCLUDE ("amount", "cash_account_id", "kind") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Income, expense, virman, budget and business ledger: one kind of movement by date.
CREATE INDEX "cash_movements_live_kind_date" ON "cash_movements" USING btree ("account_id", "kind", "date", "id")
  INCLUDE ("amount", "cash_account_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Collections report, business ledger, dashboard months, the balance's paid-as-of-end: live payments by date.
CREATE INDEX "payments_live_date" ON "payments" USING btree ("account_id", "date", "id")
  INCLUDE ("amount", "accounting_type_id", "cash_account_id", "debt_id", "resident_id", "source")
  WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Debtor report and the dashboard's debtors: the open debts by due date with what the ageing sums.
CREATE INDEX "debts_open_due" ON "debts" USING btree ("account_id", "due_date")
  INCLUDE ("apartment_id", "resident_id", "accounting_type_id", "amount", "paid")
  WHERE "deleted_at" IS NULL AND "paid" < "amount";--> statement-breakpoint
-- Balance report's residents side (debts due by the end) and the dashboard's debts outside its range.
CREATE INDEX "debts_live_due_sums" ON "debts" USING btree ("account_id", "due_date")
  INCLUDE ("id", "apartment_id", "accounting_type_id", "amount", "paid") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Interest report's count and totals over every late debt (debts_late_interest orders the page; this one sums).
CREATE INDEX "debts_late_interest_sums" ON "debts" USING btree ("account_id", "due_date", "id")
  INCLUDE ("amount", "paid", "interest_rate") WHERE "deleted_at" IS NULL AND "is_interest" AND "paid" < "amount";
