ALTER TABLE "sms_messages" ADD COLUMN "provider_job_id" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "sms_messages_provider_job_id_index" ON "sms_messages" USING btree ("provider_job_id");