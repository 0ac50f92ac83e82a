-- debts_late_interest_sums (0019) has the same key and the sums' columns: one index to keep up, not two.
DROP INDEX "debts_late_interest";