DROP INDEX "receipts_resident_id_index";--> statement-breakpoint
-- The receipt search (issue 13 part A) finds each kind of match from its own index and counts them without reading
-- the receipts: a payer's receipts from this covering index (it also serves the composite key to residents),
-- descriptions from a trigram index on the folded text, as the residents' names already are.
CREATE INDEX "receipts_payer" ON "receipts" ("account_id", "resident_id") INCLUDE ("id", "number");--> statement-breakpoint
CREATE INDEX "receipts_description_trgm" ON "receipts" USING gin (tr_fold("description") gin_trgm_ops);
