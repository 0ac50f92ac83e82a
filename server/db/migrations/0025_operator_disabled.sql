-- A disabled operator signs in no more and their sessions end: the start-up step in server/services/operators.ts
-- disables the operator the demo used to create with a published password.
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;