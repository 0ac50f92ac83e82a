-- Keys ready for Citus by account_id (docs/scaling.md). Hand-edited after drizzle-kit: the unique (account_id, id)
-- keys come before the foreign keys that need them, tutorials.account_id is filled from the user before NOT NULL,
-- and SET NULL names its column so a deleted parent never nulls account_id (PostgreSQL 15+).
ALTER TABLE "advance_movements" DROP CONSTRAINT "advance_movements_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "advance_movements" DROP CONSTRAINT "advance_movements_cash_account_id_cash_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "advance_movements" DROP CONSTRAINT "advance_movements_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "advance_movements" DROP CONSTRAINT "advance_movements_receipt_id_receipts_id_fk";
--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" DROP CONSTRAINT "apartment_debt_groups_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" DROP CONSTRAINT "apartment_debt_groups_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "apartment_residents" DROP CONSTRAINT "apartment_residents_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "apartment_residents" DROP CONSTRAINT "apartment_residents_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "apartments" DROP CONSTRAINT "apartments_building_id_buildings_id_fk";
--> statement-breakpoint
ALTER TABLE "apartments" DROP CONSTRAINT "apartments_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_accounts" DROP CONSTRAINT "cash_accounts_parent_id_cash_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_cash_account_id_cash_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_receipt_id_receipts_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_advance_movement_id_advance_movements_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_income_id_incomes_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_expense_id_expenses_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_transfer_id_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_movements" DROP CONSTRAINT "cash_movements_staff_payment_id_staff_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "current_records" DROP CONSTRAINT "current_records_current_account_id_current_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_batches" DROP CONSTRAINT "debt_batches_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_batches" DROP CONSTRAINT "debt_batches_dues_job_id_debt_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_exemptions" DROP CONSTRAINT "debt_exemptions_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_exemptions" DROP CONSTRAINT "debt_exemptions_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_job_runs" DROP CONSTRAINT "debt_job_runs_job_id_debt_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_job_runs" DROP CONSTRAINT "debt_job_runs_batch_id_debt_batches_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_jobs" DROP CONSTRAINT "debt_jobs_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "debt_jobs" DROP CONSTRAINT "debt_jobs_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "debts" DROP CONSTRAINT "debts_batch_id_debt_batches_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_current_account_id_current_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "incomes" DROP CONSTRAINT "incomes_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "incomes" DROP CONSTRAINT "incomes_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "incomes" DROP CONSTRAINT "incomes_non_member_id_non_members_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_debt_id_debts_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_cash_account_id_cash_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_receipt_id_receipts_id_fk";
--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_cash_account_id_cash_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "resident_links" DROP CONSTRAINT "resident_links_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "resident_messages" DROP CONSTRAINT "resident_messages_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "resident_parents" DROP CONSTRAINT "resident_parents_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "residents" DROP CONSTRAINT "residents_building_id_buildings_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_campaigns" DROP CONSTRAINT "sms_campaigns_template_id_sms_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_campaigns" DROP CONSTRAINT "sms_campaigns_sms_job_id_sms_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_jobs" DROP CONSTRAINT "sms_jobs_template_id_sms_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_campaign_id_sms_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_payments" DROP CONSTRAINT "staff_payments_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_payments" DROP CONSTRAINT "staff_payments_accounting_type_id_accounting_types_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_options" DROP CONSTRAINT "survey_options_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_sends" DROP CONSTRAINT "survey_sends_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_sends" DROP CONSTRAINT "survey_sends_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_sends" DROP CONSTRAINT "survey_sends_campaign_id_sms_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_votes" DROP CONSTRAINT "survey_votes_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_votes" DROP CONSTRAINT "survey_votes_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_votes" DROP CONSTRAINT "survey_votes_option_id_survey_options_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_messages" DROP CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_resident_id_residents_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "vacations" DROP CONSTRAINT "vacations_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "vacations" DROP CONSTRAINT "vacations_leave_type_id_leave_types_id_fk";
--> statement-breakpoint
DROP INDEX "cash_movements_income_id_index";
--> statement-breakpoint
DROP INDEX "cash_movements_expense_id_index";
--> statement-breakpoint
DROP INDEX "cash_movements_staff_payment_id_index";
--> statement-breakpoint
DROP INDEX "orders_reference_index";
--> statement-breakpoint
DROP INDEX "resident_links_token_hash_index";
--> statement-breakpoint
DROP INDEX "apartment_residents_active_unique";
--> statement-breakpoint
DROP INDEX "apartments_building_identifier_unique";
--> statement-breakpoint
DROP INDEX "debt_exemptions_apartment_type_unique";
--> statement-breakpoint
DROP INDEX "debt_job_runs_job_period_unique";
--> statement-breakpoint
DROP INDEX "sms_campaigns_job_occurrence_unique";
--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "account_id" integer;
--> statement-breakpoint
-- A tutorial belongs to its user's own account.
UPDATE "tutorials" SET "account_id" = "users"."account_id" FROM "users" WHERE "users"."id" = "tutorials"."user_id";
--> statement-breakpoint
ALTER TABLE "tutorials" ALTER COLUMN "account_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "accounting_types" ADD CONSTRAINT "accounting_types_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD CONSTRAINT "cash_accounts_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "current_accounts" ADD CONSTRAINT "current_accounts_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "non_members" ADD CONSTRAINT "non_members_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "staff_payments" ADD CONSTRAINT "staff_payments_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_account_id_id_unique" UNIQUE("account_id","id");
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_payment_id_fk" FOREIGN KEY ("account_id","payment_id") REFERENCES "public"."payments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "advance_movements" ADD CONSTRAINT "advance_movements_receipt_id_fk" FOREIGN KEY ("account_id","receipt_id") REFERENCES "public"."receipts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" ADD CONSTRAINT "apartment_debt_groups_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" ADD CONSTRAINT "apartment_debt_groups_group_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartment_residents" ADD CONSTRAINT "apartment_residents_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartment_residents" ADD CONSTRAINT "apartment_residents_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_fk" FOREIGN KEY ("account_id","building_id") REFERENCES "public"."buildings"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_group_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD CONSTRAINT "cash_accounts_parent_id_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_receipt_id_fk" FOREIGN KEY ("account_id","receipt_id") REFERENCES "public"."receipts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_payment_id_fk" FOREIGN KEY ("account_id","payment_id") REFERENCES "public"."payments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_advance_movement_id_fk" FOREIGN KEY ("account_id","advance_movement_id") REFERENCES "public"."advance_movements"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_income_id_fk" FOREIGN KEY ("account_id","income_id") REFERENCES "public"."incomes"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_expense_id_fk" FOREIGN KEY ("account_id","expense_id") REFERENCES "public"."expenses"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_transfer_id_fk" FOREIGN KEY ("account_id","transfer_id") REFERENCES "public"."transfers"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_staff_payment_id_fk" FOREIGN KEY ("account_id","staff_payment_id") REFERENCES "public"."staff_payments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "current_records" ADD CONSTRAINT "current_records_current_account_id_fk" FOREIGN KEY ("account_id","current_account_id") REFERENCES "public"."current_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_batches" ADD CONSTRAINT "debt_batches_dues_job_id_fk" FOREIGN KEY ("account_id","dues_job_id") REFERENCES "public"."debt_jobs"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_job_runs" ADD CONSTRAINT "debt_job_runs_job_id_fk" FOREIGN KEY ("account_id","job_id") REFERENCES "public"."debt_jobs"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_job_runs" ADD CONSTRAINT "debt_job_runs_batch_id_fk" FOREIGN KEY ("account_id","batch_id") REFERENCES "public"."debt_batches"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_group_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debt_jobs" ADD CONSTRAINT "debt_jobs_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_batch_id_fk" FOREIGN KEY ("account_id","batch_id") REFERENCES "public"."debt_batches"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_current_account_id_fk" FOREIGN KEY ("account_id","current_account_id") REFERENCES "public"."current_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_non_member_id_fk" FOREIGN KEY ("account_id","non_member_id") REFERENCES "public"."non_members"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_debt_id_fk" FOREIGN KEY ("account_id","debt_id") REFERENCES "public"."debts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_fk" FOREIGN KEY ("account_id","receipt_id") REFERENCES "public"."receipts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cash_account_id_fk" FOREIGN KEY ("account_id","cash_account_id") REFERENCES "public"."cash_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resident_links" ADD CONSTRAINT "resident_links_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resident_messages" ADD CONSTRAINT "resident_messages_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resident_parents" ADD CONSTRAINT "resident_parents_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_building_id_fk" FOREIGN KEY ("account_id","building_id") REFERENCES "public"."buildings"("account_id","id") ON DELETE SET NULL ("building_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_template_id_fk" FOREIGN KEY ("account_id","template_id") REFERENCES "public"."sms_templates"("account_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_sms_job_id_fk" FOREIGN KEY ("account_id","sms_job_id") REFERENCES "public"."sms_jobs"("account_id","id") ON DELETE SET NULL ("sms_job_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_template_id_fk" FOREIGN KEY ("account_id","template_id") REFERENCES "public"."sms_templates"("account_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_campaign_id_fk" FOREIGN KEY ("account_id","campaign_id") REFERENCES "public"."sms_campaigns"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_payments" ADD CONSTRAINT "staff_payments_staff_id_fk" FOREIGN KEY ("account_id","staff_id") REFERENCES "public"."staff"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_payments" ADD CONSTRAINT "staff_payments_accounting_type_id_fk" FOREIGN KEY ("account_id","accounting_type_id") REFERENCES "public"."accounting_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_survey_id_fk" FOREIGN KEY ("account_id","survey_id") REFERENCES "public"."surveys"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_survey_id_fk" FOREIGN KEY ("account_id","survey_id") REFERENCES "public"."surveys"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_sends" ADD CONSTRAINT "survey_sends_campaign_id_fk" FOREIGN KEY ("account_id","campaign_id") REFERENCES "public"."sms_campaigns"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_survey_id_fk" FOREIGN KEY ("account_id","survey_id") REFERENCES "public"."surveys"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_votes" ADD CONSTRAINT "survey_votes_option_id_fk" FOREIGN KEY ("account_id","option_id") REFERENCES "public"."survey_options"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_fk" FOREIGN KEY ("account_id","ticket_id") REFERENCES "public"."tickets"("account_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_resident_id_fk" FOREIGN KEY ("account_id","resident_id") REFERENCES "public"."residents"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_apartment_id_fk" FOREIGN KEY ("account_id","apartment_id") REFERENCES "public"."apartments"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_staff_id_fk" FOREIGN KEY ("account_id","staff_id") REFERENCES "public"."staff"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_leave_type_id_fk" FOREIGN KEY ("account_id","leave_type_id") REFERENCES "public"."leave_types"("account_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_account_id_income_id_index" ON "cash_movements" USING btree ("account_id","income_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_account_id_expense_id_index" ON "cash_movements" USING btree ("account_id","expense_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_account_id_staff_payment_id_index" ON "cash_movements" USING btree ("account_id","staff_payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_id_reference_index" ON "orders" USING btree ("account_id","reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "resident_links_token_account_unique" ON "resident_links" USING btree ("token_hash","account_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_residents_active_unique" ON "apartment_residents" USING btree ("account_id","apartment_id","resident_id","type") WHERE move_out is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_building_identifier_unique" ON "apartments" USING btree ("account_id","building_id","identifier");
--> statement-breakpoint
CREATE UNIQUE INDEX "debt_exemptions_apartment_type_unique" ON "debt_exemptions" USING btree ("account_id","apartment_id","accounting_type_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "debt_job_runs_job_period_unique" ON "debt_job_runs" USING btree ("account_id","job_id","period");
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_campaigns_job_occurrence_unique" ON "sms_campaigns" USING btree ("account_id","sms_job_id","occurrence");
