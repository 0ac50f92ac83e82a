CREATE TABLE "advance_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"cash_account_id" integer,
	"payment_id" integer,
	"receipt_id" integer,
	"date" date NOT NULL,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_movements_amount_check" CHECK ("advance_movements"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "cash_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_accounts_opening_check" CHECK ("cash_accounts"."opening_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cash_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"resident_id" integer,
	"receipt_id" integer,
	"payment_id" integer,
	"advance_movement_id" integer,
	"date" date NOT NULL,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "debt_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"rule" text NOT NULL,
	"rule_input" jsonb NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"description" text NOT NULL,
	"is_interest" boolean DEFAULT false NOT NULL,
	"total" bigint NOT NULL,
	"debt_count" integer NOT NULL,
	"responsible" text NOT NULL,
	"source" text NOT NULL,
	"dues_job_id" integer,
	"period" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"period" text NOT NULL,
	"batch_id" integer,
	"debt_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"day_of_month" smallint NOT NULL,
	"is_interest" boolean DEFAULT false NOT NULL,
	"interest_rate" numeric(6, 2),
	"responsible" text DEFAULT 'owner' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_jobs_day_check" CHECK ("debt_jobs"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"responsible" text NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"batch_id" integer,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"description" text NOT NULL,
	"is_interest" boolean DEFAULT false NOT NULL,
	"interest_rate" numeric(6, 2),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_amount_check" CHECK ("debts"."amount" > 0),
	CONSTRAINT "debts_paid_check" CHECK ("debts"."paid" >= 0 and "debts"."paid" <= "debts"."amount")
);
--> statement-breakpoint
CREATE TABLE "interest_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"monthly_rate" numeric(6, 2) DEFAULT '5' NOT NULL,
	"mode" text DEFAULT 'daily' NOT NULL,
	"start_date" date
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"debt_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"cash_account_id" integer,
	"accounting_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"source" text NOT NULL,
	"receipt_id" integer,
	"settled_as" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" integer NOT NULL,
	"resident_id" integer,
	"cash_account_id" integer NOT NULL,
	"total" bigint NOT NULL,
	"remaining_after" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_cash_account_id_cash_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD CONSTRAINT "cash_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_cash_account_id_cash_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_advance_movement_id_advance_movements_id_fk" FOREIGN KEY ("advance_movement_id") REFERENCES "public"."advance_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_dues_job_id_debt_jobs_id_fk" FOREIGN KEY ("dues_job_id") REFERENCES "public"."debt_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_job_runs" ADD CONSTRAINT "debt_job_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_job_runs" ADD CONSTRAINT "debt_job_runs_job_id_debt_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."debt_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_job_runs" ADD CONSTRAINT "debt_job_runs_batch_id_debt_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."debt_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_batch_id_debt_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."debt_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_settings" ADD CONSTRAINT "interest_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_debt_id_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_account_id_cash_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cash_account_id_cash_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_movements_account_id_date_index" ON "advance_movements" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "advance_movements_resident_id_index" ON "advance_movements" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "advance_movements_payment_id_index" ON "advance_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "advance_movements_receipt_id_index" ON "advance_movements" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "advance_movements_cash_account_id_index" ON "advance_movements" USING btree ("cash_account_id");--> statement-breakpoint
CREATE INDEX "cash_accounts_account_id_index" ON "cash_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_accounts_account_name_unique" ON "cash_accounts" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cash_movements_account_id_date_index" ON "cash_movements" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "cash_movements_cash_account_id_index" ON "cash_movements" USING btree ("cash_account_id");--> statement-breakpoint
CREATE INDEX "cash_movements_resident_id_index" ON "cash_movements" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "cash_movements_receipt_id_index" ON "cash_movements" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "cash_movements_payment_id_index" ON "cash_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "cash_movements_advance_movement_id_index" ON "cash_movements" USING btree ("advance_movement_id");--> statement-breakpoint
CREATE INDEX "debt_batches_account_id_created_at_index" ON "debt_batches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "debt_batches_accounting_type_id_index" ON "debt_batches" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE INDEX "debt_batches_dues_job_id_index" ON "debt_batches" USING btree ("dues_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_job_runs_job_period_unique" ON "debt_job_runs" USING btree ("job_id","period");--> statement-breakpoint
CREATE INDEX "debt_job_runs_account_id_index" ON "debt_job_runs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "debt_job_runs_batch_id_index" ON "debt_job_runs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "debt_jobs_account_id_index" ON "debt_jobs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "debt_jobs_group_id_index" ON "debt_jobs" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "debt_jobs_accounting_type_id_index" ON "debt_jobs" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE INDEX "debts_account_id_due_date_index" ON "debts" USING btree ("account_id","due_date");--> statement-breakpoint
CREATE INDEX "debts_apartment_id_index" ON "debts" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "debts_resident_id_index" ON "debts" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "debts_batch_id_index" ON "debts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "debts_accounting_type_id_index" ON "debts" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE INDEX "payments_account_id_date_index" ON "payments" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "payments_debt_id_index" ON "payments" USING btree ("debt_id");--> statement-breakpoint
CREATE INDEX "payments_resident_id_index" ON "payments" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "payments_cash_account_id_index" ON "payments" USING btree ("cash_account_id");--> statement-breakpoint
CREATE INDEX "payments_receipt_id_index" ON "payments" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "payments_accounting_type_id_index" ON "payments" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_account_number_unique" ON "receipts" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "receipts_resident_id_index" ON "receipts" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "receipts_cash_account_id_index" ON "receipts" USING btree ("cash_account_id");