-- Each refresh token belongs to one sign-in (its family): a spent token used again revokes the family. Tokens
-- issued before this migration each start a family of their own.
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");