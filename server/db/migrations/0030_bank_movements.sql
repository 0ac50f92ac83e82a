CREATE TABLE "bank_known_ibans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"iban" text NOT NULL,
	"resident_id" integer,
	"supplier_id" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_known_ibans_owner_check" CHECK (num_nonnulls("bank_known_ibans"."resident_id", "bank_known_ibans"."supplier_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "bank_line_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"apartment_id" integer,
	"resident_id" integer,
	"supplier_id" integer,
	"accounting_type_id" integer,
	"other_cash_account_id" integer,
	"receipt_id" integer,
	"cash_movement_id" integer,
	"income_id" integer,
	"expense_id" integer,
	"transfer_id" integer,
	"advance_movement_id" integer,
	"joined_transfer" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_line_parts_amount_check" CHECK ("bank_line_parts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cash_account_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value_date" date NOT NULL,
	"booking_date" date,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"reference" text,
	"balance_after" bigint,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"suggestion" jsonb,
	"ignore_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_account_id_id_unique" UNIQUE("account_id","id"),
	CONSTRAINT "bank_lines_amount_check" CHECK ("bank_lines"."amount" <> 0),
	CONSTRAINT "bank_lines_ignore_check" CHECK (("bank_lines"."status" = 'ignored') = ("bank_lines"."ignore_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cash_account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"opening_balance" bigint,
	"closing_balance" bigint,
	"balanced" boolean NOT NULL,
	"balance_message" text,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_account_id_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "next_payment_number" integer DEFAULT 1001 NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "payment_code" text;--> statement-breakpoint
-- The Luhn check digit of a flat's payment number: server/domain/bank/paymentCode.ts luhnDigit, the same digits.
CREATE FUNCTION payment_code_check(n integer) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (10 - sum(CASE WHEN (len - pos) % 2 = 0
                        THEN (d * 2) - CASE WHEN d * 2 > 9 THEN 9 ELSE 0 END
                        ELSE d END)::integer % 10) % 10
  FROM (SELECT substr(n::text, pos, 1)::integer AS d, pos, length(n::text) AS len
        FROM generate_series(1, length(n::text)) AS pos) AS digits
$$;--> statement-breakpoint
-- Existing flats get their codes per account in id order from 1001; the account's counter goes on after them.
UPDATE "apartments" a SET "payment_code" = numbered.n || '-' || payment_code_check(numbered.n)
  FROM (SELECT "id", (1000 + row_number() OVER (PARTITION BY "account_id" ORDER BY "id"))::integer AS n
        FROM "apartments") AS numbered
  WHERE a."id" = numbered."id";--> statement-breakpoint
UPDATE "accounts" SET "next_payment_number" = 1001 + (SELECT count(*) FROM "apartments" WHERE "account_id" = "accounts"."id");--> statement-breakpoint
ALTER TABLE "apartments" ALTER COLUMN "payment_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD COLUMN "type" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD COLUMN "bank_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_auto_levels" integer[] DEFAULT '{1}' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_account_id_id_unique" UNIQUE("account_id","id");--> statement-breakpoint
ALTER TABLE "bank_known_ibans" ADD CONSTRAINT "bank_known_ibans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_known_ibans" ADD CONSTRAINT "bank_known_ibans_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_known_ibans" ADD CONSTRAINT "bank_known_ibans_supplier_id_fk" FOREIGN KEY ("account_id","supplier_id") REFERENCES "public"."current_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_line_id_fk" FOREIGN KEY ("account_id","line_id") REFERENCES "public"."bank_lines"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_supplier_id_fk" FOREIGN KEY ("account_id","supplier_id") REFERENCES "public"."current_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_other_cash_account_id_fk" FOREIGN KEY ("account_id","other_cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_receipt_id_fk" FOREIGN KEY ("account_id","receipt_id") REFERENCES "public"."receipts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_cash_movement_id_fk" FOREIGN KEY ("account_id","cash_movement_id") REFERENCES "public"."cash_movements"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_income_id_fk" FOREIGN KEY ("account_id","income_id") REFERENCES "public"."incomes"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_expense_id_fk" FOREIGN KEY ("account_id","expense_id") REFERENCES "public"."expenses"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_transfer_id_fk" FOREIGN KEY ("account_id","transfer_id") REFERENCES "public"."transfers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD CONSTRAINT "bank_line_parts_advance_movement_id_fk" FOREIGN KEY ("account_id","advance_movement_id") REFERENCES "public"."advance_movements"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_statement_id_fk" FOREIGN KEY ("account_id","statement_id") REFERENCES "public"."bank_statements"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_known_ibans_account_iban_unique" ON "bank_known_ibans" USING btree ("account_id","iban");--> statement-breakpoint
CREATE INDEX "bank_line_parts_line_id_index" ON "bank_line_parts" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bank_line_parts_account_id_transfer_id_index" ON "bank_line_parts" USING btree ("account_id","transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_fingerprint_unique" ON "bank_lines" USING btree ("account_id","cash_account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_lines_account_id_cash_account_id_status_value_date_index" ON "bank_lines" USING btree ("account_id","cash_account_id","status","value_date");--> statement-breakpoint
CREATE INDEX "bank_lines_statement_id_index" ON "bank_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_statements_account_id_cash_account_id_created_at_index" ON "bank_statements" USING btree ("account_id","cash_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_account_payment_code_unique" ON "apartments" USING btree ("account_id","payment_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_accounts_account_iban_unique" ON "cash_accounts" USING btree ("account_id","iban") WHERE "cash_accounts"."iban" is not null;--> statement-breakpoint
