CREATE TABLE "resident_balances" (
	"account_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"open_debt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resident_balances_account_id_resident_id_pk" PRIMARY KEY("account_id","resident_id")
);
--> statement-breakpoint
ALTER TABLE "resident_balances" ADD CONSTRAINT "resident_balances_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resident_balances_account_id_open_debt_index" ON "resident_balances" USING btree ("account_id","open_debt");--> statement-breakpoint
-- Every resident has its balance row, made in the statement that makes the resident (imports insert thousands).
INSERT INTO "resident_balances" ("account_id", "resident_id", "open_debt")
  SELECT "account_id", "id", "open_debt" FROM "residents";--> statement-breakpoint
ALTER TABLE "residents" DROP COLUMN "open_debt";--> statement-breakpoint
CREATE FUNCTION residents_open_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resident_balances (account_id, resident_id) SELECT account_id, id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER residents_balance_insert AFTER INSERT ON residents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION residents_open_balance();--> statement-breakpoint
-- The debts' totals as in 0013, with each resident's open debt now kept in resident_balances. What a statement
-- changed (the old rows taken away, the new ones added) is handed to one function that applies it to every kept
-- total, so the three operations share it.
CREATE TYPE debt_change AS (account_id integer, resident_id integer, batch_id integer, n bigint, amount bigint, paid bigint);--> statement-breakpoint
CREATE FUNCTION debts_apply_changes(changes debt_change[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT * FROM unnest(changes)),
  totals AS (
    INSERT INTO debt_totals AS t (account_id, live_count, amount, paid)
      SELECT account_id, sum(n), sum(amount), sum(paid) FROM c GROUP BY account_id
      ON CONFLICT (account_id) DO UPDATE SET live_count = t.live_count + excluded.live_count,
        amount = t.amount + excluded.amount, paid = t.paid + excluded.paid),
  batches AS (
    UPDATE debt_batches b SET live_count = b.live_count + g.n, live_amount = b.live_amount + g.amount,
        live_paid = b.live_paid + g.paid
      FROM (SELECT batch_id, sum(n) AS n, sum(amount) AS amount, sum(paid) AS paid FROM c
        WHERE batch_id IS NOT NULL GROUP BY batch_id) g
      WHERE b.id = g.batch_id)
  UPDATE resident_balances r SET open_debt = r.open_debt + g.open
    FROM (SELECT account_id, resident_id, sum(amount - paid) AS open FROM c GROUP BY account_id, resident_id) g
    WHERE r.account_id = g.account_id AND r.resident_id = g.resident_id AND g.open <> 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION debts_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- old_rows exists only for UPDATE and DELETE, new_rows only for INSERT and UPDATE.
  IF TG_OP = 'INSERT' THEN
    PERFORM debts_apply_changes(ARRAY(SELECT (account_id, resident_id, batch_id, 1, amount, paid)::debt_change
      FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM debts_apply_changes(ARRAY(SELECT (account_id, resident_id, batch_id, -1, -amount, -paid)::debt_change
      FROM old_rows WHERE deleted_at IS NULL));
  ELSE
    PERFORM debts_apply_changes(ARRAY(
      SELECT (account_id, resident_id, batch_id, -1, -amount, -paid)::debt_change FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT (account_id, resident_id, batch_id, 1, amount, paid)::debt_change FROM new_rows WHERE deleted_at IS NULL));
  END IF;
  RETURN NULL;
END $$;
