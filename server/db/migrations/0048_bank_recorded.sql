DROP INDEX "bank_line_parts_account_id_cash_movement_id_index";--> statement-breakpoint
ALTER TABLE "bank_line_parts" ADD COLUMN "joined_movement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_line_parts_cash_movement_unique" ON "bank_line_parts" USING btree ("account_id","cash_movement_id");