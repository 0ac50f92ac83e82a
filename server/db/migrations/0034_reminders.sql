CREATE TABLE "reminder_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"offset_days" integer NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"accounting_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"group_ids" integer[] DEFAULT '{}' NOT NULL,
	"building_ids" integer[] DEFAULT '{}' NOT NULL,
	"who" text DEFAULT 'both' NOT NULL,
	"min_overdue_days" integer DEFAULT 0 NOT NULL,
	"channels" text[] NOT NULL,
	"send_hour" smallint NOT NULL,
	"template" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_account_id_id_unique" UNIQUE("account_id","id"),
	CONSTRAINT "reminder_rules_send_hour_check" CHECK ("reminder_rules"."send_hour" between 6 and 21),
	CONSTRAINT "reminder_rules_offset_check" CHECK ("reminder_rules"."offset_days" between -90 and 365),
	CONSTRAINT "reminder_rules_min_amount_check" CHECK ("reminder_rules"."min_amount" >= 0),
	CONSTRAINT "reminder_rules_channels_check" CHECK (cardinality("reminder_rules"."channels") > 0)
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"date" date NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_runs_account_id_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"run_id" integer,
	"resident_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"open_amount" bigint DEFAULT 0 NOT NULL,
	"sms_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_rule_id_fk" FOREIGN KEY ("account_id","rule_id") REFERENCES "public"."reminder_rules"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_rule_id_fk" FOREIGN KEY ("account_id","rule_id") REFERENCES "public"."reminder_rules"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_run_id_fk" FOREIGN KEY ("account_id","run_id") REFERENCES "public"."reminder_runs"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_rules_account_name_unique" ON "reminder_rules" USING btree ("account_id",lower("name")) WHERE "reminder_rules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reminder_runs_account_id_started_at_index" ON "reminder_runs" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once" ON "reminder_sends" USING btree ("account_id","rule_id","resident_id","due_date");--> statement-breakpoint
CREATE INDEX "reminder_sends_account_id_rule_id_index" ON "reminder_sends" USING btree ("account_id","rule_id");--> statement-breakpoint
CREATE INDEX "reminder_sends_run_id_index" ON "reminder_sends" USING btree ("run_id");--> statement-breakpoint
-- hand-written
-- Every account's old debt reminder setting becomes its first rule (docs/reminders.md, "The first rule"): N days
-- after the due date, by SMS, at 10:00 (the old daily run's hour), with the account's latest debt reminder
-- template or the product's text; active only where the setting was on.
INSERT INTO "reminder_rules" ("account_id", "name", "offset_days", "channels", "send_hour", "template", "active")
SELECT s."account_id", 'Borç hatırlatması', LEAST(GREATEST(s."remind_debt_with_since_day", 0), 365), ARRAY['sms'], 10,
  COALESCE(
    (SELECT t."message" FROM "sms_templates" t WHERE t."account_id" = s."account_id" AND t."type" = 2
      ORDER BY t."id" DESC LIMIT 1),
    'Sayın {ad_soyad}, {daire} için {borc} ödenmemiş borcunuz bulunmaktadır (en eski vade {en_eski_vade}). {yonetim}'),
  s."remin_debt"
FROM "settings" s
WHERE NOT EXISTS (SELECT 1 FROM "reminder_rules" r WHERE r."account_id" = s."account_id");--> statement-breakpoint
-- What the old reminder already sent ('reminder:<resident>:<due date>') counts as sent by the first rule.
INSERT INTO "reminder_sends" ("account_id", "rule_id", "resident_id", "due_date", "channel", "status", "sms_message_id", "created_at")
SELECT m."account_id", r."id", split_part(m."occasion", ':', 2)::integer, split_part(m."occasion", ':', 3)::date, 'sms',
  CASE WHEN m."status" = 'failed' THEN 'failed' ELSE 'queued' END, m."id", m."created_at"
FROM "sms_messages" m
JOIN "reminder_rules" r ON r."account_id" = m."account_id"
JOIN "residents" p ON p."account_id" = m."account_id" AND p."id" = split_part(m."occasion", ':', 2)::integer
WHERE m."kind" = 'debt_reminder' AND m."occasion" LIKE 'reminder:%'
ON CONFLICT DO NOTHING;
