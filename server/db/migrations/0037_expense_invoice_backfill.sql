-- hand-written
-- An expense saved with a supplier and an invoice date before its invoice was recorded with it (migration 0029)
-- paid the supplier without owing it, so the supplier shows a negative "Kalan borcumuz". Each such expense gets its
-- linked invoice (docs/decisions.md, "Older expenses get the invoice they paid"), oldest invoice date first, only
-- as far as the supplier is paid beyond its live invoices: an invoice already entered by hand is never doubled, and
-- a day the books are closed through is left as it is.
INSERT INTO "current_records" ("account_id", "current_account_id", "amount", "date", "description", "expense_id")
SELECT c."account_id", c."current_account_id", c."amount", c."bill_date", c."description", c."id"
FROM (
  SELECT e."id", e."account_id", e."current_account_id", -m."amount" AS "amount", e."bill_date", m."description",
    SUM(-m."amount") OVER (PARTITION BY e."account_id", e."current_account_id" ORDER BY e."bill_date", e."id") AS "filled"
  FROM "expenses" e
  JOIN "cash_movements" m ON m."account_id" = e."account_id" AND m."expense_id" = e."id" AND m."deleted_at" IS NULL
  LEFT JOIN "settings" s ON s."account_id" = e."account_id"
  WHERE e."current_account_id" IS NOT NULL AND e."bill_date" IS NOT NULL AND m."amount" < 0
    AND (s."books_closed_through" IS NULL OR e."bill_date" > s."books_closed_through")
    AND NOT EXISTS (SELECT 1 FROM "current_records" r WHERE r."account_id" = e."account_id" AND r."expense_id" = e."id")
) c
WHERE c."filled" <= (
  SELECT COALESCE(SUM(-m."amount"), 0)
  FROM "expenses" e
  JOIN "cash_movements" m ON m."account_id" = e."account_id" AND m."expense_id" = e."id" AND m."deleted_at" IS NULL
  WHERE e."account_id" = c."account_id" AND e."current_account_id" = c."current_account_id"
) - (
  SELECT COALESCE(SUM(r."amount"), 0)
  FROM "current_records" r
  WHERE r."account_id" = c."account_id" AND r."current_account_id" = c."current_account_id" AND r."deleted_at" IS NULL
);
