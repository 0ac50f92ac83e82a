-- A resident link's token is kept only masked to its last three characters (server/domain/residentLinks.ts): the
-- texts of SMS written before are masked the same way. A message still waiting gets a new link when it leaves.
UPDATE "sms_messages"
  SET "text" = regexp_replace("text", '/sakin/[A-Za-z0-9_-]{17,}([A-Za-z0-9_-]{3})', '/sakin/••••\1', 'g')
  WHERE "text" LIKE '%/sakin/%';
