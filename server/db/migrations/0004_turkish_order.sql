-- Turkish alphabetical order without depending on the server's collations (issue 8, point 4): each letter,
-- either case, becomes one character of an ordered block (U+00C0 up, above digits and punctuation), so that
-- `tr_sort_key(name) COLLATE "C"` orders a b c ç d … ı i … o ö … s ş … u ü … z. Used where PostgreSQL has no ICU
-- collation "tr-x-icu" (server/db/turkishOrder.ts picks one or the other at start).
CREATE OR REPLACE FUNCTION tr_sort_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT translate(input, 'aAbBcCçÇdDeEfFgGğĞhHıIiİjJkKlLmMnNoOöÖpPqQrRsSşŞtTuUüÜvVwWxXyYzZâÂîÎûÛ', 'ÀÀÁÁÂÂÃÃÄÄÅÅÆÆÇÇÈÈÉÉÊÊËËÌÌÍÍÎÎÏÏÐÐÑÑÒÒÓÓÔÔÕÕÖÖ××ØØÙÙÚÚÛÛÜÜÝÝÞÞßßÀÀËËÙÙ') $$;
