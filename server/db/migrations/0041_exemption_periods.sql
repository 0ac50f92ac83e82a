ALTER TABLE "debt_exemptions" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_period_order" CHECK ("debt_exemptions"."starts_on" is null or "debt_exemptions"."ends_on" is null or "debt_exemptions"."starts_on" <= "debt_exemptions"."ends_on");