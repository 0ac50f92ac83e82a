-- Polls sent before this table keep their audience in survey_sends (the residents their SMS reached); a poll never
-- sent stays open to every resident with a current flat (docs/decisions.md, "Security: resident links, poll audiences").
CREATE TABLE "survey_buildings" (
	"account_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	CONSTRAINT "survey_buildings_account_id_survey_id_building_id_pk" PRIMARY KEY("account_id","survey_id","building_id")
);
--> statement-breakpoint
ALTER TABLE "survey_buildings" ADD CONSTRAINT "survey_buildings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_buildings" ADD CONSTRAINT "survey_buildings_survey_id_fk" FOREIGN KEY ("account_id","survey_id") REFERENCES "public"."surveys"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_buildings" ADD CONSTRAINT "survey_buildings_building_id_fk" FOREIGN KEY ("account_id","building_id") REFERENCES "public"."buildings"("account_id","id") ON DELETE cascade ON UPDATE no action;