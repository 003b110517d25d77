CREATE TABLE "game_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_transaction_id" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"round_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_amount_not_negative" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fair_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"launch_session_id" uuid,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_seed_pairs_one_owner" CHECK (("fair_seed_pairs"."player_id" is null) <> ("fair_seed_pairs"."launch_session_id" is null))
);
--> statement-breakpoint
CREATE TABLE "game_launch_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"player_id" uuid,
	"game_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"subunit_to_unit" integer NOT NULL,
	"is_demo" boolean NOT NULL,
	"demo_balance" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launch_sessions_real_money_has_player" CHECK ("game_launch_sessions"."is_demo" or "game_launch_sessions"."player_id" is not null),
	CONSTRAINT "game_launch_sessions_demo_balance" CHECK (("game_launch_sessions"."is_demo" and "game_launch_sessions"."demo_balance" >= 0) or (not "game_launch_sessions"."is_demo" and "game_launch_sessions"."demo_balance" is null))
);
--> statement-breakpoint
CREATE TABLE "inhouse_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"launch_session_id" uuid NOT NULL,
	"player_id" uuid,
	"game_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"currency" varchar(16) NOT NULL,
	"is_demo" boolean NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"params" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_launch_session_id_game_launch_sessions_id_fk" FOREIGN KEY ("launch_session_id") REFERENCES "public"."game_launch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_sessions" ADD CONSTRAINT "game_launch_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_sessions" ADD CONSTRAINT "game_launch_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_launch_session_id_game_launch_sessions_id_fk" FOREIGN KEY ("launch_session_id") REFERENCES "public"."game_launch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_kind_unique" ON "game_transactions" USING btree ("provider_id","kind","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round_index" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_player_active_unique" ON "fair_seed_pairs" USING btree ("player_id") WHERE "fair_seed_pairs"."revealed_at" is null and "fair_seed_pairs"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_session_active_unique" ON "fair_seed_pairs" USING btree ("launch_session_id") WHERE "fair_seed_pairs"."revealed_at" is null and "fair_seed_pairs"."launch_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_launch_sessions_token_unique" ON "game_launch_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_open_real_unique" ON "inhouse_rounds" USING btree ("player_id","game_id") WHERE "inhouse_rounds"."status" = 'open' and not "inhouse_rounds"."is_demo";--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_open_demo_unique" ON "inhouse_rounds" USING btree ("launch_session_id") WHERE "inhouse_rounds"."status" = 'open' and "inhouse_rounds"."is_demo";--> statement-breakpoint
CREATE INDEX "inhouse_rounds_seed_pair_index" ON "inhouse_rounds" USING btree ("seed_pair_id");