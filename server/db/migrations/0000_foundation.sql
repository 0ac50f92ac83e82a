CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"assoc_name" text NOT NULL,
	"parent_account_id" integer,
	"licence_end" date NOT NULL,
	"apartment_limit" integer DEFAULT 50 NOT NULL,
	"sms_credits" integer DEFAULT 0 NOT NULL,
	"logo" "bytea",
	"logo_mime" text,
	"logo_key" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"area" numeric(12, 2),
	"land" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"user_id" integer,
	"operator_id" integer,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"apartment_limit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"account_id" integer,
	"target_id" integer,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"auto_payment_advance_payments" boolean DEFAULT false NOT NULL,
	"birth_day" boolean DEFAULT false NOT NULL,
	"birth_day_message_template" text,
	"remin_debt" boolean DEFAULT false NOT NULL,
	"remind_debt_with_since_day" integer DEFAULT 0 NOT NULL,
	"send_payment_message" boolean DEFAULT false NOT NULL,
	"payment_message_template" text
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"to_phone" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_first" boolean DEFAULT true NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"main_user_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"national_id" text,
	"password_hash" text NOT NULL,
	"permissions" jsonb,
	"password_changed_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_account_id_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_parent_account_id_index" ON "accounts" USING btree ("parent_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_building_identifier_unique" ON "apartments" USING btree ("building_id","identifier");--> statement-breakpoint
CREATE INDEX "apartments_account_id_index" ON "apartments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_log_account_id_table_name_at_index" ON "audit_log" USING btree ("account_id","table_name","at");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_account_name_unique" ON "buildings" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "one_time_codes_phone_purpose_index" ON "one_time_codes" USING btree ("phone","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_messages_account_id_created_at_index" ON "sms_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_index" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_account_id_index" ON "users" USING btree ("account_id");