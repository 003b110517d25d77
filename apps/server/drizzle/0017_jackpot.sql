CREATE TABLE "big_wins" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" varchar(64) NOT NULL,
	"currency" varchar(16) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"seed" bigint NOT NULL,
	"contribution_basis_points" smallint NOT NULL,
	"last_win_at" timestamp with time zone,
	"last_win_amount" bigint,
	"published_at" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_balance_not_negative" CHECK ("jackpot_pools"."balance" >= 0),
	CONSTRAINT "jackpot_pools_seed_positive" CHECK ("jackpot_pools"."seed" > 0),
	CONSTRAINT "jackpot_pools_contribution_range" CHECK ("jackpot_pools"."contribution_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_wins_amount_not_negative" CHECK ("jackpot_wins"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "jackpot_pool_id" uuid;--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_wins_created_index" ON "big_wins" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_pools_identity_currency_unique" ON "jackpot_pools" USING btree ("identity","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_round_unique" ON "jackpot_wins" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "jackpot_wins_pool_created_index" ON "jackpot_wins" USING btree ("pool_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_jackpot_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("jackpot_pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_jackpot_pool_index" ON "ledger_entries" USING btree ("jackpot_pool_id") WHERE "ledger_entries"."jackpot_pool_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_account" CHECK ((case when "ledger_entries"."wallet_account_id" is null then 0 else 1 end) + (case when "ledger_entries"."house_account_id" is null then 0 else 1 end) + (case when "ledger_entries"."player_bonus_id" is null then 0 else 1 end) + (case when "ledger_entries"."jackpot_pool_id" is null then 0 else 1 end) = 1);