CREATE TABLE "interest_debt_groups" (
	"account_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"interest_rate" numeric(6, 2),
	"remaining" bigint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "interest_debt_groups_key" UNIQUE NULLS NOT DISTINCT("account_id","due_date","interest_rate","remaining")
);
--> statement-breakpoint
ALTER TABLE "interest_debt_groups" ADD CONSTRAINT "interest_debt_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- interest_debt_groups (server/db/schema/reportTotals.ts) is kept as migration 0036 keeps its totals: a statement
-- trigger adds what the statement's new rows count and takes away what its old rows counted, in one upsert per
-- statement; an update that leaves a debt's group unchanged cancels out. Groups that fall to 0 are deleted, so
-- partial payments (each a new remaining amount) leave no empty rows behind.
CREATE TYPE interest_group_change AS (account_id integer, due_date date, interest_rate numeric(6, 2), remaining bigint, n bigint);--> statement-breakpoint
CREATE FUNCTION interest_debt_groups_apply(changes interest_group_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO interest_debt_groups AS t (account_id, due_date, interest_rate, remaining, n)
    SELECT account_id, due_date, interest_rate, remaining, sum(n)
    FROM unnest(changes) GROUP BY account_id, due_date, interest_rate, remaining HAVING sum(n) <> 0
    ON CONFLICT (account_id, due_date, interest_rate, remaining) DO UPDATE SET n = t.n + excluded.n;
  DELETE FROM interest_debt_groups t USING unnest(changes) c
    WHERE t.account_id = c.account_id AND t.due_date = c.due_date
      AND t.interest_rate IS NOT DISTINCT FROM c.interest_rate AND t.remaining = c.remaining AND t.n = 0;
$$;--> statement-breakpoint
CREATE FUNCTION debts_keep_interest_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM interest_debt_groups_apply(ARRAY(SELECT (account_id, due_date, interest_rate, amount - paid, 1)::interest_group_change
      FROM new_rows WHERE deleted_at IS NULL AND is_interest AND paid < amount));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM interest_debt_groups_apply(ARRAY(SELECT (account_id, due_date, interest_rate, amount - paid, -1)::interest_group_change
      FROM old_rows WHERE deleted_at IS NULL AND is_interest AND paid < amount));
  ELSE
    PERFORM interest_debt_groups_apply(ARRAY(
      SELECT (account_id, due_date, interest_rate, amount - paid, -1)::interest_group_change
        FROM old_rows WHERE deleted_at IS NULL AND is_interest AND paid < amount
      UNION ALL
      SELECT (account_id, due_date, interest_rate, amount - paid, 1)::interest_group_change
        FROM new_rows WHERE deleted_at IS NULL AND is_interest AND paid < amount));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER debts_interest_groups_insert AFTER INSERT ON debts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_interest_groups();--> statement-breakpoint
CREATE TRIGGER debts_interest_groups_update AFTER UPDATE ON debts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_interest_groups();--> statement-breakpoint
CREATE TRIGGER debts_interest_groups_delete AFTER DELETE ON debts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_interest_groups();--> statement-breakpoint
-- Backfill from the live rows, in the migration's transaction (no write can slip between the count and the triggers).
INSERT INTO interest_debt_groups (account_id, due_date, interest_rate, remaining, n)
  SELECT account_id, due_date, interest_rate, amount - paid, count(*)
  FROM debts WHERE deleted_at IS NULL AND is_interest AND paid < amount
  GROUP BY account_id, due_date, interest_rate, amount - paid;
