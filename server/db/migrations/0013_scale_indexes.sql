-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "debt_totals" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"live_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD COLUMN "movements_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD COLUMN "live_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD COLUMN "live_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD COLUMN "live_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "open_debt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_totals" ADD CONSTRAINT "debt_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debts_live_due" ON "debts" USING btree ("account_id","due_date","id") WHERE "debts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "debts_late_interest" ON "debts" USING btree ("account_id","due_date","id") WHERE "debts"."deleted_at" is null and "debts"."is_interest" and "debts"."paid" < "debts"."amount";--> statement-breakpoint
CREATE INDEX "residents_account_id_open_debt_index" ON "residents" USING btree ("account_id","open_debt");--> statement-breakpoint
CREATE INDEX "residents_name_trgm" ON "residents" USING gin (tr_fold("name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
-- Totals kept in the same statement as the rows they sum (issue 13 part A). One trigger per statement, not per row,
-- so a dues run of 20,000 debts updates each total once. PostgreSQL allows transition tables only on
-- single-event triggers, hence three triggers sharing one function per table.
CREATE FUNCTION debts_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- old_rows exists only for UPDATE and DELETE, new_rows only for INSERT and UPDATE.
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (SELECT account_id, resident_id, batch_id, count(*) AS n, sum(amount) AS amount, sum(paid) AS paid FROM new_rows WHERE deleted_at IS NULL GROUP BY account_id, resident_id, batch_id),
    totals AS (
      INSERT INTO debt_totals AS t (account_id, live_count, amount, paid)
        SELECT account_id, sum(n), sum(amount), sum(paid) FROM changes GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET live_count = t.live_count + excluded.live_count,
          amount = t.amount + excluded.amount, paid = t.paid + excluded.paid),
    batches AS (
      UPDATE debt_batches b SET live_count = b.live_count + c.n, live_amount = b.live_amount + c.amount,
          live_paid = b.live_paid + c.paid
        FROM (SELECT batch_id, sum(n) AS n, sum(amount) AS amount, sum(paid) AS paid FROM changes
          WHERE batch_id IS NOT NULL GROUP BY batch_id) c
        WHERE b.id = c.batch_id)
    UPDATE residents r SET open_debt = r.open_debt + c.open
      FROM (SELECT resident_id, sum(amount - paid) AS open FROM changes GROUP BY resident_id) c
      WHERE r.id = c.resident_id AND c.open <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changes AS (SELECT account_id, resident_id, batch_id, -count(*) AS n, -sum(amount) AS amount, -sum(paid) AS paid FROM old_rows WHERE deleted_at IS NULL GROUP BY account_id, resident_id, batch_id),
    totals AS (
      INSERT INTO debt_totals AS t (account_id, live_count, amount, paid)
        SELECT account_id, sum(n), sum(amount), sum(paid) FROM changes GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET live_count = t.live_count + excluded.live_count,
          amount = t.amount + excluded.amount, paid = t.paid + excluded.paid),
    batches AS (
      UPDATE debt_batches b SET live_count = b.live_count + c.n, live_amount = b.live_amount + c.amount,
          live_paid = b.live_paid + c.paid
        FROM (SELECT batch_id, sum(n) AS n, sum(amount) AS amount, sum(paid) AS paid FROM changes
          WHERE batch_id IS NOT NULL GROUP BY batch_id) c
        WHERE b.id = c.batch_id)
    UPDATE residents r SET open_debt = r.open_debt + c.open
      FROM (SELECT resident_id, sum(amount - paid) AS open FROM changes GROUP BY resident_id) c
      WHERE r.id = c.resident_id AND c.open <> 0;
  ELSE
    WITH changes AS (SELECT account_id, resident_id, batch_id, -count(*) AS n, -sum(amount) AS amount, -sum(paid) AS paid FROM old_rows WHERE deleted_at IS NULL GROUP BY account_id, resident_id, batch_id UNION ALL SELECT account_id, resident_id, batch_id, count(*) AS n, sum(amount) AS amount, sum(paid) AS paid FROM new_rows WHERE deleted_at IS NULL GROUP BY account_id, resident_id, batch_id),
    totals AS (
      INSERT INTO debt_totals AS t (account_id, live_count, amount, paid)
        SELECT account_id, sum(n), sum(amount), sum(paid) FROM changes GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET live_count = t.live_count + excluded.live_count,
          amount = t.amount + excluded.amount, paid = t.paid + excluded.paid),
    batches AS (
      UPDATE debt_batches b SET live_count = b.live_count + c.n, live_amount = b.live_amount + c.amount,
          live_paid = b.live_paid + c.paid
        FROM (SELECT batch_id, sum(n) AS n, sum(amount) AS amount, sum(paid) AS paid FROM changes
          WHERE batch_id IS NOT NULL GROUP BY batch_id) c
        WHERE b.id = c.batch_id)
    UPDATE residents r SET open_debt = r.open_debt + c.open
      FROM (SELECT resident_id, sum(amount - paid) AS open FROM changes GROUP BY resident_id) c
      WHERE r.id = c.resident_id AND c.open <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER debts_totals_insert AFTER INSERT ON debts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_totals();--> statement-breakpoint
CREATE TRIGGER debts_totals_update AFTER UPDATE ON debts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_totals();--> statement-breakpoint
CREATE TRIGGER debts_totals_delete AFTER DELETE ON debts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_totals();--> statement-breakpoint
CREATE FUNCTION cash_movements_keep_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE cash_accounts c SET movements_total = c.movements_total - o.total
      FROM (SELECT cash_account_id, sum(amount) AS total FROM old_rows WHERE deleted_at IS NULL GROUP BY cash_account_id) o
      WHERE c.id = o.cash_account_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE cash_accounts c SET movements_total = c.movements_total + n.total
      FROM (SELECT cash_account_id, sum(amount) AS total FROM new_rows WHERE deleted_at IS NULL GROUP BY cash_account_id) n
      WHERE c.id = n.cash_account_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cash_movements_total_insert AFTER INSERT ON cash_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_total();--> statement-breakpoint
CREATE TRIGGER cash_movements_total_update AFTER UPDATE ON cash_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_total();--> statement-breakpoint
CREATE TRIGGER cash_movements_total_delete AFTER DELETE ON cash_movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_total();--> statement-breakpoint
-- The rows already there.
INSERT INTO debt_totals (account_id, live_count, amount, paid)
  SELECT account_id, count(*), sum(amount), sum(paid) FROM debts WHERE deleted_at IS NULL GROUP BY account_id;--> statement-breakpoint
UPDATE debt_batches b SET live_count = d.n, live_amount = d.amount, live_paid = d.paid
  FROM (SELECT batch_id, count(*) AS n, sum(amount) AS amount, sum(paid) AS paid FROM debts
    WHERE deleted_at IS NULL AND batch_id IS NOT NULL GROUP BY batch_id) d
  WHERE b.id = d.batch_id;--> statement-breakpoint
UPDATE residents r SET open_debt = d.open
  FROM (SELECT resident_id, sum(amount - paid) AS open FROM debts WHERE deleted_at IS NULL GROUP BY resident_id) d
  WHERE r.id = d.resident_id;--> statement-breakpoint
UPDATE cash_accounts c SET movements_total = m.total
  FROM (SELECT cash_account_id, sum(amount) AS total FROM cash_movements WHERE deleted_at IS NULL GROUP BY cash_account_id) m
  WHERE c.id = m.cash_account_id;
