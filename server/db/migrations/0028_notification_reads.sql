CREATE TABLE "notification_reads" (
	"account_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_account_id_user_id_notification_id_pk" PRIMARY KEY("account_id","user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_id_unique" UNIQUE("account_id","id");--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_fk" FOREIGN KEY ("account_id","notification_id") REFERENCES "public"."notifications"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A notification read before this migration was read for the whole account: it stays read, at the same time,
-- for every user who could see it then (the account's own users, and for a branch the main user of its parent
-- account, who acts in it), so nobody finds old notifications unread again (docs/decisions.md).
INSERT INTO "notification_reads" ("account_id", "notification_id", "user_id", "read_at")
SELECT n."account_id", n."id", u."id", n."read_at"
FROM "notifications" n
JOIN "accounts" a ON a."id" = n."account_id"
JOIN "users" u ON u."account_id" = n."account_id" OR (u."role" = 'main' AND u."account_id" = a."parent_account_id")
WHERE n."read_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";
