CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"year" integer NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_amount_check" CHECK ("budgets"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "current_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"tax_number" text,
	"address" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "current_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"current_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"document_no" text,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "current_records_amount_check" CHECK ("current_records"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"bill_date" date,
	"current_account_id" integer,
	"invoice_file" text,
	"invoice_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"resident_id" integer,
	"non_member_id" integer,
	"payer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "income_id" integer;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "books_closed_through" date;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD CONSTRAINT "current_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_records" ADD CONSTRAINT "current_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_records" ADD CONSTRAINT "current_records_current_account_id_current_accounts_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_current_account_id_current_accounts_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_non_member_id_non_members_id_fk" FOREIGN KEY ("non_member_id") REFERENCES "public"."non_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_account_year_type_unique" ON "budgets" USING btree ("account_id","year","accounting_type_id");--> statement-breakpoint
CREATE INDEX "current_accounts_account_id_index" ON "current_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "current_accounts_account_name_unique" ON "current_accounts" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "current_records_account_id_current_account_id_index" ON "current_records" USING btree ("account_id","current_account_id");--> statement-breakpoint
CREATE INDEX "expenses_account_id_index" ON "expenses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "expenses_accounting_type_id_index" ON "expenses" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE INDEX "expenses_current_account_id_index" ON "expenses" USING btree ("current_account_id");--> statement-breakpoint
CREATE INDEX "incomes_account_id_index" ON "incomes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "incomes_accounting_type_id_index" ON "incomes" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE INDEX "transfers_account_id_index" ON "transfers" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD CONSTRAINT "cash_accounts_parent_id_cash_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_income_id_incomes_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."incomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_accounts_parent_id_index" ON "cash_accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_income_id_index" ON "cash_movements" USING btree ("income_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_expense_id_index" ON "cash_movements" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "cash_movements_transfer_id_index" ON "cash_movements" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "cash_movements_cash_account_id_date_id_index" ON "cash_movements" USING btree ("cash_account_id","date","id");