CREATE TABLE "survey_sends" (
	"account_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_sends_survey_id_resident_id_pk" PRIMARY KEY("survey_id","resident_id")
);
--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_sends_account_id_index" ON "survey_sends" USING btree ("account_id");