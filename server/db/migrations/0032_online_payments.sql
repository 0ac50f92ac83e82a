CREATE TABLE "online_payment_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"credentials_secret" "bytea" NOT NULL,
	"commission_payer" text DEFAULT 'association' NOT NULL,
	"commission_rate" smallint DEFAULT 0 NOT NULL,
	"cash_account_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_settings_rate_check" CHECK ("online_payment_settings"."commission_rate" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"resident_id" integer NOT NULL,
	"debt_ids" integer[] NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"commission_payer" text NOT NULL,
	"charged" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text,
	"provider_ref" text,
	"failure_code" text,
	"failure_text" text,
	"receipt_id" integer,
	"expense_id" integer,
	"surplus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "online_payments_account_id_id_unique" UNIQUE("account_id","id"),
	CONSTRAINT "online_payments_order_unique" UNIQUE("account_id","order_id"),
	CONSTRAINT "online_payments_token_unique" UNIQUE("account_id","provider_token"),
	CONSTRAINT "online_payments_order_id_check" CHECK ("online_payments"."order_id" ~ '^[A-Za-z0-9]{1,64}$'),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount" > 0 and "online_payments"."fee" >= 0 and "online_payments"."charged" > 0),
	CONSTRAINT "online_payments_total_limit" CHECK (("online_payments"."amount" BETWEEN -999999999999999 AND 999999999999999) AND ("online_payments"."fee" BETWEEN -999999999999999 AND 999999999999999) AND ("online_payments"."charged" BETWEEN -999999999999999 AND 999999999999999) AND ("online_payments"."surplus" BETWEEN -999999999999999 AND 999999999999999))
);
--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_receipt_id_fk" FOREIGN KEY ("account_id","receipt_id") REFERENCES "public"."receipts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_expense_id_fk" FOREIGN KEY ("account_id","expense_id") REFERENCES "public"."expenses"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_order_id" ON "online_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_payments_provider_token" ON "online_payments" USING btree ("provider_token");--> statement-breakpoint
CREATE INDEX "online_payments_account_id_created_at_index" ON "online_payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_resident_id_index" ON "online_payments" USING btree ("resident_id");