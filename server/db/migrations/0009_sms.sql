CREATE TABLE "sms_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"audience" text NOT NULL,
	"message" text NOT NULL,
	"template_id" integer,
	"commercial" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL,
	"parts" integer NOT NULL,
	"sms_job_id" integer,
	"occurrence" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"job_type" smallint DEFAULT 0 NOT NULL,
	"day" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"last_date" date NOT NULL,
	"message" text NOT NULL,
	"template_id" integer,
	"resident_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_jobs_day_check" CHECK ("sms_jobs"."day" between 1 and 31),
	CONSTRAINT "sms_jobs_hour_check" CHECK ("sms_jobs"."hour" between 0 and 23),
	CONSTRAINT "sms_jobs_minute_check" CHECK ("sms_jobs"."minute" between 0 and 59)
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"message" text NOT NULL,
	"commercial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "commercial_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "resident_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "non_member_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_sms_job_id_sms_jobs_id_fk" FOREIGN KEY ("sms_job_id") REFERENCES "public"."sms_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_campaigns_account_id_created_at_index" ON "sms_campaigns" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_campaigns_status_scheduled_at_index" ON "sms_campaigns" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_campaigns_job_occurrence_unique" ON "sms_campaigns" USING btree ("sms_job_id","occurrence");--> statement-breakpoint
CREATE INDEX "sms_jobs_account_id_index" ON "sms_jobs" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_account_name_unique" ON "sms_templates" USING btree ("account_id",lower("name"));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_campaign_id_status_index" ON "sms_messages" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_occasion_unique" ON "sms_messages" USING btree ("account_id","kind","occasion");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_sms_credits_check" CHECK ("accounts"."sms_credits" >= 0);