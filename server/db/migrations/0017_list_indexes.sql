ALTER TABLE "cash_accounts" ADD COLUMN "movements_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD COLUMN "receipt_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cash_movements_live_date" ON "cash_movements" USING btree ("account_id","date","id") WHERE "cash_movements"."deleted_at" is null;--> statement-breakpoint
-- Indexes in the order the long lists read (issue 13 part A), so page 1 and page 500 read only their rows instead of
-- sorting every row of the account. The residents list orders by name, then surname, then id, with the collation
-- server/db/turkishOrder.ts picks at start: "tr-x-icu" where PostgreSQL has ICU, tr_sort_key(...) COLLATE "C"
-- elsewhere; the index follows the same choice, or the planner could not use it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'tr-x-icu') THEN
    CREATE INDEX residents_name_order ON residents
      (account_id, name COLLATE "tr-x-icu", surname COLLATE "tr-x-icu", id);
  ELSE
    CREATE INDEX residents_name_order ON residents
      (account_id, (tr_sort_key(name) COLLATE "C"), (tr_sort_key(surname) COLLATE "C"), id);
  END IF;
END $$;--> statement-breakpoint
-- A building's flats in their natural order (the leading number, then the identifier, then id): the apartments
-- list pages building by building (server/repositories/apartments.ts) and reads each building's slice from here.
CREATE INDEX apartments_building_order ON apartments
  (building_id, (nullif(substring(identifier FROM '^[0-9]+'), '')::numeric), identifier, id);--> statement-breakpoint
-- The transfers and receipts lists counted 600,000 rows on every page; their counts are now kept beside the totals
-- 0013 keeps, by the same statement-level triggers (tests/api/moneyInvariants.test.ts checks them).
CREATE OR REPLACE FUNCTION cash_movements_keep_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE cash_accounts c SET movements_total = c.movements_total - o.total, movements_count = c.movements_count - o.n
      FROM (SELECT cash_account_id, sum(amount) AS total, count(*) AS n FROM old_rows WHERE deleted_at IS NULL
        GROUP BY cash_account_id) o
      WHERE c.id = o.cash_account_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE cash_accounts c SET movements_total = c.movements_total + n.total, movements_count = c.movements_count + n.n
      FROM (SELECT cash_account_id, sum(amount) AS total, count(*) AS n FROM new_rows WHERE deleted_at IS NULL
        GROUP BY cash_account_id) n
      WHERE c.id = n.cash_account_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION receipts_keep_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO receipt_counters AS c (account_id, receipt_count)
      SELECT account_id, count(*) FROM new_rows GROUP BY account_id
      ON CONFLICT (account_id) DO UPDATE SET receipt_count = c.receipt_count + excluded.receipt_count;
  ELSE
    UPDATE receipt_counters c SET receipt_count = c.receipt_count - o.n
      FROM (SELECT account_id, count(*) AS n FROM old_rows GROUP BY account_id) o
      WHERE c.account_id = o.account_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER receipts_count_insert AFTER INSERT ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receipts_keep_count();--> statement-breakpoint
CREATE TRIGGER receipts_count_delete AFTER DELETE ON receipts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receipts_keep_count();--> statement-breakpoint
-- The rows already there.
UPDATE cash_accounts c SET movements_count = m.n
  FROM (SELECT cash_account_id, count(*) AS n FROM cash_movements WHERE deleted_at IS NULL GROUP BY cash_account_id) m
  WHERE c.id = m.cash_account_id;--> statement-breakpoint
INSERT INTO receipt_counters AS c (account_id, receipt_count)
  SELECT account_id, count(*) FROM receipts GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET receipt_count = excluded.receipt_count;
