CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"edge_units" bigint DEFAULT 0 NOT NULL,
	"bonus_points" bigint DEFAULT 0 NOT NULL,
	"level_order" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_level_grants" (
	"player_id" uuid NOT NULL,
	"level_order" smallint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_level_grants_pk" PRIMARY KEY("player_id","level_order")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" smallint NOT NULL,
	"name" varchar(64) NOT NULL,
	"points" bigint NOT NULL,
	"rakeback_bps" integer DEFAULT 0 NOT NULL,
	"reward_bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "loyalty_levels_points_not_negative" CHECK ("loyalty_levels"."points" >= 0 and "loyalty_levels"."rakeback_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "player_quest_tasks" (
	"player_quest_id" uuid NOT NULL,
	"task_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"last_day" date,
	CONSTRAINT "player_quest_tasks_pk" PRIMARY KEY("player_quest_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"quest_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"state" smallint NOT NULL,
	"activated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"rewards_granted_at" timestamp with time zone,
	"granted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"quest_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"quantity" bigint NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collection" varchar(64),
	"min_multiplier_hundredths" integer,
	"min_odds_hundredths" integer,
	CONSTRAINT "quest_tasks_quantity_positive" CHECK ("quest_tasks"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_sequential" boolean DEFAULT false NOT NULL,
	"requires_activation" boolean DEFAULT true NOT NULL,
	"attempts_limit" smallint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_window" CHECK ("quests"."ends_at" > "quests"."starts_at" and "quests"."attempts_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rakeback_balances" (
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fraction" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_balances_pk" PRIMARY KEY("player_id","currency"),
	CONSTRAINT "rakeback_balances_not_negative" CHECK ("rakeback_balances"."amount" >= 0 and "rakeback_balances"."fraction" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rakeback_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_claims_amount_positive" CHECK ("rakeback_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_balances" (
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"carried_over" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_balances_pk" PRIMARY KEY("player_id","currency"),
	CONSTRAINT "referral_balances_amounts" CHECK ("referral_balances"."balance" >= 0 and "referral_balances"."earned" >= 0 and "referral_balances"."carried_over" <= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"net_revenue" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_not_negative" CHECK ("referral_commissions"."commission" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_transfers_amount_positive" CHECK ("referral_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_player_id" uuid PRIMARY KEY NOT NULL,
	"referrer_player_id" uuid NOT NULL,
	"source" varchar(16) NOT NULL,
	"self_referral_kind" varchar(16),
	"self_referral_value" varchar(128),
	"flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referred_player_id" <> "referrals"."referrer_player_id")
);
--> statement-breakpoint
CREATE TABLE "retention_events" (
	"kind" varchar(16) NOT NULL,
	"source_id" varchar(128) NOT NULL,
	"player_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_events_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_level_grants" ADD CONSTRAINT "loyalty_level_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_task_id_quest_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quest_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tasks" ADD CONSTRAINT "quest_tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakeback_balances" ADD CONSTRAINT "rakeback_balances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakeback_claims" ADD CONSTRAINT "rakeback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_balances" ADD CONSTRAINT "referral_balances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_player_id_players_id_fk" FOREIGN KEY ("referrer_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transfers" ADD CONSTRAINT "referral_transfers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_player_id_players_id_fk" FOREIGN KEY ("referred_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_player_id_players_id_fk" FOREIGN KEY ("referrer_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_order_unique" ON "loyalty_levels" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "player_quests_attempt_unique" ON "player_quests" USING btree ("player_id","quest_id","attempt");--> statement-breakpoint
CREATE INDEX "player_quests_live_index" ON "player_quests" USING btree ("quest_id") WHERE "player_quests"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "player_quests_player_index" ON "player_quests" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_tasks_position_unique" ON "quest_tasks" USING btree ("quest_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_seed_key_unique" ON "quests" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "quests_window_index" ON "quests" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "rakeback_claims_player_index" ON "rakeback_claims" USING btree ("player_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_unique" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_period_unique" ON "referral_commissions" USING btree ("referrer_player_id","currency","period_starts_at");--> statement-breakpoint
CREATE INDEX "referral_transfers_player_index" ON "referral_transfers" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_index" ON "referrals" USING btree ("referrer_player_id");