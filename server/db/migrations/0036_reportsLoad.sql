CREATE TABLE "cash_day_totals" (
	"account_id" integer NOT NULL,
	"cash_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"money_in" bigint DEFAULT 0 NOT NULL,
	"money_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_day_totals_account_id_date_cash_account_id_kind_pk" PRIMARY KEY("account_id","date","cash_account_id","kind"),
	CONSTRAINT "cash_day_totals_total_limit" CHECK (("cash_day_totals"."money_in" BETWEEN -999999999999999 AND 999999999999999) AND ("cash_day_totals"."money_out" BETWEEN -999999999999999 AND 999999999999999))
);
--> statement-breakpoint
CREATE TABLE "debt_day_totals" (
	"account_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "debt_day_totals_account_id_due_date_accounting_type_id_pk" PRIMARY KEY("account_id","due_date","accounting_type_id"),
	CONSTRAINT "debt_day_totals_total_limit" CHECK (("debt_day_totals"."amount" BETWEEN -999999999999999 AND 999999999999999) AND ("debt_day_totals"."paid" BETWEEN -999999999999999 AND 999999999999999))
);
--> statement-breakpoint
CREATE TABLE "flat_open_debts" (
	"account_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"open" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "flat_open_debts_account_id_apartment_id_resident_id_pk" PRIMARY KEY("account_id","apartment_id","resident_id"),
	CONSTRAINT "flat_open_debts_total_limit" CHECK (("flat_open_debts"."open" BETWEEN -999999999999999 AND 999999999999999))
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"source" text NOT NULL,
	"cash_account_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_totals_account_id_date_due_date_accounting_type_id_source_cash_account_id_pk" PRIMARY KEY("account_id","date","due_date","accounting_type_id","source","cash_account_id"),
	CONSTRAINT "payment_day_totals_total_limit" CHECK (("payment_day_totals"."amount" BETWEEN -999999999999999 AND 999999999999999))
);
--> statement-breakpoint
ALTER TABLE "cash_day_totals" ADD CONSTRAINT "cash_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_day_totals" ADD CONSTRAINT "cash_day_totals_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_day_totals" ADD CONSTRAINT "debt_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_open_debts" ADD CONSTRAINT "flat_open_debts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_day_totals" ADD CONSTRAINT "payment_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flat_open_debts_account_id_open_index" ON "flat_open_debts" USING btree ("account_id","open");--> statement-breakpoint
-- hand-written
-- The per-day totals of server/db/schema/reportTotals.ts, kept by statement triggers as 0013 and 0022 keep theirs:
-- what a statement changed (its old live rows taken away, its new live rows added) is summed per key and added in
-- one upsert. Each table's three triggers share one function; the upsert is in a function of its own because
-- old_rows exists only for UPDATE and DELETE, new_rows only for INSERT and UPDATE.
CREATE TYPE cash_day_change AS (account_id integer, cash_account_id integer, date date, kind text, n bigint, money_in bigint, money_out bigint);--> statement-breakpoint
CREATE FUNCTION cash_day_totals_apply(changes cash_day_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cash_day_totals AS t (account_id, cash_account_id, date, kind, n, money_in, money_out)
    SELECT account_id, cash_account_id, date, kind, sum(n), sum(money_in), sum(money_out)
    FROM unnest(changes) GROUP BY account_id, cash_account_id, date, kind
    ON CONFLICT (account_id, date, cash_account_id, kind) DO UPDATE SET n = t.n + excluded.n,
      money_in = t.money_in + excluded.money_in, money_out = t.money_out + excluded.money_out;
$$;--> statement-breakpoint
CREATE FUNCTION cash_movements_keep_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cash_day_totals_apply(ARRAY(SELECT (account_id, cash_account_id, date, kind, -1, -greatest(amount, 0),
      least(amount, 0))::cash_day_change FROM old_rows WHERE deleted_at IS NULL));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM cash_day_totals_apply(ARRAY(SELECT (account_id, cash_account_id, date, kind, 1, greatest(amount, 0),
      -least(amount, 0))::cash_day_change FROM new_rows WHERE deleted_at IS NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cash_movements_days_insert AFTER INSERT ON cash_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_days();--> statement-breakpoint
CREATE TRIGGER cash_movements_days_update AFTER UPDATE ON cash_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_days();--> statement-breakpoint
CREATE TRIGGER cash_movements_days_delete AFTER DELETE ON cash_movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_movements_keep_days();--> statement-breakpoint
-- A payment is counted under its debt's due date: debts never change their due date once written (only paid and
-- deleted_at), so the key a payment was added under is the one it is taken away from.
CREATE TYPE payment_day_change AS (account_id integer, date date, due_date date, accounting_type_id integer, source text, cash_account_id integer, n bigint, amount bigint);--> statement-breakpoint
CREATE FUNCTION payment_day_totals_apply(changes payment_day_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payment_day_totals AS t (account_id, date, due_date, accounting_type_id, source, cash_account_id, n, amount)
    SELECT account_id, date, due_date, accounting_type_id, source, cash_account_id, sum(n), sum(amount)
    FROM unnest(changes) GROUP BY account_id, date, due_date, accounting_type_id, source, cash_account_id
    ON CONFLICT (account_id, date, due_date, accounting_type_id, source, cash_account_id) DO UPDATE
      SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
$$;--> statement-breakpoint
CREATE FUNCTION payments_keep_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM payment_day_totals_apply(ARRAY(SELECT (p.account_id, p.date, d.due_date, p.accounting_type_id, p.source,
      coalesce(p.cash_account_id, 0), -1, -p.amount)::payment_day_change
      FROM old_rows p JOIN debts d ON d.id = p.debt_id WHERE p.deleted_at IS NULL));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM payment_day_totals_apply(ARRAY(SELECT (p.account_id, p.date, d.due_date, p.accounting_type_id, p.source,
      coalesce(p.cash_account_id, 0), 1, p.amount)::payment_day_change
      FROM new_rows p JOIN debts d ON d.id = p.debt_id WHERE p.deleted_at IS NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_days_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_days();--> statement-breakpoint
CREATE TRIGGER payments_days_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_days();--> statement-breakpoint
CREATE TRIGGER payments_days_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_days();--> statement-breakpoint
CREATE TYPE debt_day_change AS (account_id integer, due_date date, accounting_type_id integer, n bigint, amount bigint, paid bigint);--> statement-breakpoint
CREATE FUNCTION debt_day_totals_apply(changes debt_day_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO debt_day_totals AS t (account_id, due_date, accounting_type_id, n, amount, paid)
    SELECT account_id, due_date, accounting_type_id, sum(n), sum(amount), sum(paid)
    FROM unnest(changes) GROUP BY account_id, due_date, accounting_type_id
    ON CONFLICT (account_id, due_date, accounting_type_id) DO UPDATE
      SET n = t.n + excluded.n, amount = t.amount + excluded.amount, paid = t.paid + excluded.paid;
$$;--> statement-breakpoint
CREATE TYPE flat_open_change AS (account_id integer, apartment_id integer, resident_id integer, open bigint);--> statement-breakpoint
CREATE FUNCTION flat_open_debts_apply(changes flat_open_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO flat_open_debts AS t (account_id, apartment_id, resident_id, open)
    SELECT account_id, apartment_id, resident_id, sum(open)
    FROM unnest(changes) GROUP BY account_id, apartment_id, resident_id HAVING sum(open) <> 0
    ON CONFLICT (account_id, apartment_id, resident_id) DO UPDATE SET open = t.open + excluded.open;
$$;--> statement-breakpoint
CREATE FUNCTION debts_keep_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM debt_day_totals_apply(ARRAY(SELECT (account_id, due_date, accounting_type_id, -1, -amount, -paid)::debt_day_change
      FROM old_rows WHERE deleted_at IS NULL));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM debt_day_totals_apply(ARRAY(SELECT (account_id, due_date, accounting_type_id, 1, amount, paid)::debt_day_change
      FROM new_rows WHERE deleted_at IS NULL));
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM flat_open_debts_apply(ARRAY(SELECT (account_id, apartment_id, resident_id, amount - paid)::flat_open_change
      FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM flat_open_debts_apply(ARRAY(SELECT (account_id, apartment_id, resident_id, paid - amount)::flat_open_change
      FROM old_rows WHERE deleted_at IS NULL));
  ELSE
    PERFORM flat_open_debts_apply(ARRAY(
      SELECT (account_id, apartment_id, resident_id, paid - amount)::flat_open_change FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT (account_id, apartment_id, resident_id, amount - paid)::flat_open_change FROM new_rows WHERE deleted_at IS NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER debts_days_insert AFTER INSERT ON debts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_days();--> statement-breakpoint
CREATE TRIGGER debts_days_update AFTER UPDATE ON debts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_days();--> statement-breakpoint
CREATE TRIGGER debts_days_delete AFTER DELETE ON debts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION debts_keep_days();--> statement-breakpoint
-- Backfill from the live rows, in the migration's transaction (no write can slip between the sum and the triggers).
INSERT INTO cash_day_totals (account_id, cash_account_id, date, kind, n, money_in, money_out)
  SELECT account_id, cash_account_id, date, kind, count(*), coalesce(sum(amount) FILTER (WHERE amount > 0), 0),
    coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)
  FROM cash_movements WHERE deleted_at IS NULL GROUP BY account_id, cash_account_id, date, kind;--> statement-breakpoint
INSERT INTO payment_day_totals (account_id, date, due_date, accounting_type_id, source, cash_account_id, n, amount)
  SELECT p.account_id, p.date, d.due_date, p.accounting_type_id, p.source, coalesce(p.cash_account_id, 0), count(*),
    sum(p.amount)
  FROM payments p JOIN debts d ON d.id = p.debt_id WHERE p.deleted_at IS NULL
  GROUP BY p.account_id, p.date, d.due_date, p.accounting_type_id, p.source, coalesce(p.cash_account_id, 0);--> statement-breakpoint
INSERT INTO debt_day_totals (account_id, due_date, accounting_type_id, n, amount, paid)
  SELECT account_id, due_date, accounting_type_id, count(*), sum(amount), sum(paid)
  FROM debts WHERE deleted_at IS NULL GROUP BY account_id, due_date, accounting_type_id;
--> statement-breakpoint
INSERT INTO flat_open_debts (account_id, apartment_id, resident_id, open)
  SELECT account_id, apartment_id, resident_id, sum(amount - paid)
  FROM debts WHERE deleted_at IS NULL GROUP BY account_id, apartment_id, resident_id HAVING sum(amount - paid) <> 0;
