-- Indexes in the order the long lists read (issue 13 part A), so page 1 and page 500 read only their rows instead of
-- sorting every row of the account. The residents list orders by name, then surname, then id, with the collation
-- server/db/turkishOrder.ts picks at start: "tr-x-icu" where PostgreSQL has ICU, tr_sort_key(...) COLLATE "C"
-- elsewhere; the index follows the same choice, or the planner could not use it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'tr-x-icu') THEN
    CREATE INDEX residents_name_order ON residents
      (account_id, name COLLATE "tr-x-icu", surname COLLATE "tr-x-icu", id);
  ELSE
    CREATE INDEX residents_name_order ON residents
      (account_id, (tr_sort_key(name) COLLATE "C"), (tr_sort_key(surname) COLLATE "C"), id);
  END IF;
END $$;--> statement-breakpoint
-- A building's flats in their natural order (the leading number, then the identifier, then id): the apartments
-- list pages building by building (server/repositories/apartments.ts) and reads each building's slice from here.
CREATE INDEX apartments_building_order ON apartments
  (building_id, (nullif(substring(identifier FROM '^[0-9]+'), '')::numeric), identifier, id);
