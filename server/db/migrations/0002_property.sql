CREATE TABLE "accounting_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_types_type_check" CHECK ("accounting_types"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "apartment_debt_groups" (
	"account_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_debt_groups_apartment_id_group_id_pk" PRIMARY KEY("apartment_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "apartment_residents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"percent" numeric(5, 2),
	"move_in" date NOT NULL,
	"move_out" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_residents_type_check" CHECK ("apartment_residents"."type" in (1, 2, 3)),
	CONSTRAINT "apartment_residents_percent_check" CHECK ("apartment_residents"."percent" >= 0 and "apartment_residents"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "debt_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"accounting_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_type_check" CHECK ("groups"."type" in (1, 2)),
	CONSTRAINT "groups_amount_check" CHECK ("groups"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"row_count" integer NOT NULL,
	"created" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "non_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"national_id" text,
	"phone" text,
	"relation" text,
	"lives_in" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text,
	"gender" text,
	"birth_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "accounting_types" ADD CONSTRAINT "accounting_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" ADD CONSTRAINT "apartment_debt_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" ADD CONSTRAINT "apartment_debt_groups_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_debt_groups" ADD CONSTRAINT "apartment_debt_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_residents" ADD CONSTRAINT "apartment_residents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_residents" ADD CONSTRAINT "apartment_residents_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_residents" ADD CONSTRAINT "apartment_residents_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_exemptions" ADD CONSTRAINT "debt_exemptions_accounting_type_id_accounting_types_id_fk" FOREIGN KEY ("accounting_type_id") REFERENCES "public"."accounting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_members" ADD CONSTRAINT "non_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_parents" ADD CONSTRAINT "resident_parents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_parents" ADD CONSTRAINT "resident_parents_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_types_account_id_index" ON "accounting_types" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_types_account_type_name_unique" ON "accounting_types" USING btree ("account_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "apartment_debt_groups_account_id_index" ON "apartment_debt_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "apartment_debt_groups_group_id_index" ON "apartment_debt_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "apartment_residents_account_id_index" ON "apartment_residents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "apartment_residents_apartment_id_index" ON "apartment_residents" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartment_residents_resident_id_index" ON "apartment_residents" USING btree ("resident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_residents_active_unique" ON "apartment_residents" USING btree ("apartment_id","resident_id","type") WHERE move_out is null;--> statement-breakpoint
CREATE INDEX "debt_exemptions_account_id_index" ON "debt_exemptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "debt_exemptions_accounting_type_id_index" ON "debt_exemptions" USING btree ("accounting_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_exemptions_apartment_type_unique" ON "debt_exemptions" USING btree ("apartment_id","accounting_type_id");--> statement-breakpoint
CREATE INDEX "groups_account_id_index" ON "groups" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_account_type_name_unique" ON "groups" USING btree ("account_id","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "imports_account_kind_file_unique" ON "imports" USING btree ("account_id","kind","file_key");--> statement-breakpoint
CREATE INDEX "non_members_account_id_index" ON "non_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "resident_parents_account_id_index" ON "resident_parents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "resident_parents_resident_id_index" ON "resident_parents" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "residents_account_id_phone_index" ON "residents" USING btree ("account_id","phone");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartments_group_id_index" ON "apartments" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_area_check" CHECK ("apartments"."area" >= 0);--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_land_check" CHECK ("apartments"."land" >= 0);