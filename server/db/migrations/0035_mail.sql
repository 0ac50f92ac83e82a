CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"resident_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider" text NOT NULL,
	"provider_answer" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "non_members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "non_members" ADD COLUMN "email_bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "non_members" ADD COLUMN "email_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "email_bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "email_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail_receipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_account_id_created_at_index" ON "mail_messages" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "non_members" ADD CONSTRAINT "non_members_email_lower" CHECK ("non_members"."email" = lower("non_members"."email"));--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_email_lower" CHECK ("residents"."email" = lower("residents"."email"));--> statement-breakpoint
-- hand-written
-- A deleted resident leaves their messages in the reports: only resident_id becomes null, never account_id.
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_resident_id_fk";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE SET NULL ("resident_id") ON UPDATE no action;
