CREATE TABLE "mail_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_batches_account_id_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_statement_runs" (
	"account_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_statement_runs_once" UNIQUE("account_id","resident_id","period")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail_statements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_batches" ADD CONSTRAINT "mail_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_statement_runs" ADD CONSTRAINT "mail_statement_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_statement_runs" ADD CONSTRAINT "mail_statement_runs_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_batch_id_fk" FOREIGN KEY ("account_id","batch_id") REFERENCES "public"."mail_batches"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_batch_queued" ON "mail_messages" USING btree ("batch_id") WHERE "mail_messages"."status" = 'queued';