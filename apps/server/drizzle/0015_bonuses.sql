CREATE TABLE "bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(64) NOT NULL,
	"bonus_id" integer NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_player" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_codes_code_upper" CHECK ("bonus_codes"."code" = upper("bonus_codes"."code")),
	CONSTRAINT "bonus_codes_uses_within_limit" CHECK ("bonus_codes"."max_uses" is null or "bonus_codes"."uses" <= "bonus_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "bonus_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_identity" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currencies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"percent" integer,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"wager_includes_deposit" boolean DEFAULT false NOT NULL,
	"wager_days" integer DEFAULT 30 NOT NULL,
	"activation_days" integer DEFAULT 30 NOT NULL,
	"contribution" jsonb NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger_conditions" jsonb NOT NULL,
	"package_id" integer,
	"package_step" smallint,
	"freespins" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_percent_range" CHECK ("bonuses"."percent" is null or "bonuses"."percent" between 1 and 100000),
	CONSTRAINT "bonuses_multiplier_range" CHECK ("bonuses"."wager_multiplier" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_code_id" uuid NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"status" smallint NOT NULL,
	"player_bonus_id" uuid,
	"player_freespin_id" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" integer,
	"kind" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"currency" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_includes_deposit" boolean DEFAULT false NOT NULL,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"wager_days" integer NOT NULL,
	"max_bet" bigint,
	"max_conversion" bigint,
	"contribution" jsonb NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"package_id" integer,
	"source_kind" varchar(16) NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_balance_not_negative" CHECK ("player_bonuses"."balance" >= 0),
	CONSTRAINT "player_bonuses_amount_not_negative" CHECK ("player_bonuses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_cashbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"percent" integer NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_cashbacks_amount_positive" CHECK ("player_cashbacks"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" integer,
	"title" text NOT NULL,
	"currency" varchar(16) NOT NULL,
	"game_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint DEFAULT 1 NOT NULL,
	"player_bonus_id" uuid,
	"package_id" integer,
	"source_kind" varchar(16) NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_freespins_played_range" CHECK ("player_freespins"."played" between 0 and "player_freespins"."count")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_account";--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bonus_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bonus_outcome" varchar(32);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_package_id_bonus_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."bonus_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_bonus_code_id_bonus_codes_id_fk" FOREIGN KEY ("bonus_code_id") REFERENCES "public"."bonus_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_freespin_id_player_freespins_id_fk" FOREIGN KEY ("player_freespin_id") REFERENCES "public"."player_freespins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cashbacks" ADD CONSTRAINT "player_cashbacks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_codes_code_unique" ON "bonus_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_packages_identity_unique" ON "bonus_packages" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_page_identity_unique" ON "bonuses" USING btree ("page_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_package_step_unique" ON "bonuses" USING btree ("package_id","package_step");--> statement-breakpoint
CREATE INDEX "player_bonus_codes_player_index" ON "player_bonus_codes" USING btree ("player_id","trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_unique" ON "player_bonuses" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE INDEX "player_bonuses_player_index" ON "player_bonuses" USING btree ("player_id","issued_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_index" ON "player_bonuses" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_cashbacks_period_unique" ON "player_cashbacks" USING btree ("player_id","currency","period_starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_freespins_source_unique" ON "player_freespins" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "player_freespins_player_index" ON "player_freespins" USING btree ("player_id","issued_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus_index" ON "game_rounds" USING btree ("player_bonus_id") WHERE "game_rounds"."player_bonus_id" is not null and "game_rounds"."status" = 1;--> statement-breakpoint
CREATE INDEX "ledger_entries_player_bonus_index" ON "ledger_entries" USING btree ("player_bonus_id") WHERE "ledger_entries"."player_bonus_id" is not null;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_bet_range" CHECK ("game_rounds"."bonus_bet" between 0 and "game_rounds"."bet");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_account" CHECK ((case when "ledger_entries"."wallet_account_id" is null then 0 else 1 end) + (case when "ledger_entries"."house_account_id" is null then 0 else 1 end) + (case when "ledger_entries"."player_bonus_id" is null then 0 else 1 end) = 1);