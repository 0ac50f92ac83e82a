-- Accounts made before the leave types get the starter ones new accounts get at registration
-- (server/domain/leaveTypes.ts at the time of this migration); an account that already has any is left alone.
INSERT INTO leave_types (account_id, name, paid, counts_against_annual)
SELECT a.id, t.name, t.paid, t.counts
FROM accounts a
CROSS JOIN (VALUES
  (1, 'Yıllık izin', true, true),
  (2, 'Mazeret izni', true, false),
  (3, 'Rapor / hastalık', true, false),
  (4, 'Ücretsiz izin', false, false),
  (5, 'Evlilik izni', true, false),
  (6, 'Ölüm izni', true, false),
  (7, 'Babalık izni', true, false)
) AS t(n, name, paid, counts)
WHERE NOT EXISTS (SELECT 1 FROM leave_types l WHERE l.account_id = a.id)
ORDER BY a.id, t.n;
