ALTER TABLE "mail_messages" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_messages_sending" ON "mail_messages" USING btree ("claimed_at") WHERE "mail_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "reminder_sends_mail_unsent" ON "reminder_sends" USING btree ("created_at") WHERE "reminder_sends"."channel" = 'email' and "reminder_sends"."status" = 'queued' and "reminder_sends"."mail_message_id" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_sending" ON "sms_messages" USING btree ("claimed_at") WHERE "sms_messages"."status" = 'sending';--> statement-breakpoint
-- hand-written
-- A message already being sent when this runs has no claim time: it counts from now, so a reminder among them that
-- a crashed run left is marked failed 30 minutes after the upgrade (docs/reminders.md, "Cut short").
UPDATE "sms_messages" SET "claimed_at" = now() WHERE "status" = 'sending' AND "claimed_at" IS NULL;--> statement-breakpoint
UPDATE "mail_messages" SET "claimed_at" = now() WHERE "status" = 'sending' AND "claimed_at" IS NULL;
