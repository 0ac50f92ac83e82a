ALTER TABLE "audit_log" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ALTER COLUMN "account_id" SET NOT NULL;