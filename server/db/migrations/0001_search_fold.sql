-- Turkish-aware search folding, the SQL twin of common/search.ts foldTurkish():
-- İ/I → i, ı → i, and the marks a user may leave out (ş ğ ü ö ç â î û) dropped; independent of the collation.
CREATE OR REPLACE FUNCTION tr_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(translate(input, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')) $$;
