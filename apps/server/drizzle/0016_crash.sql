CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"launch_session_id" uuid,
	"player_id" uuid,
	"game_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"is_demo" boolean NOT NULL,
	"display_name" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cash_out" integer,
	"cashed_out_at" integer,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_amount" CHECK ("crash_bets"."amount" > 0),
	CONSTRAINT "crash_bets_real_money_has_player" CHECK ("crash_bets"."is_demo" or "crash_bets"."player_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"seed" varchar(64) NOT NULL,
	"terminal_hash" varchar(64) NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "crash_chains_length" CHECK ("crash_chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"chain_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"crash_point" integer NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"crash_at" timestamp (3) with time zone NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_crash_point" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_launch_session_id_game_launch_sessions_id_fk" FOREIGN KEY ("launch_session_id") REFERENCES "public"."game_launch_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_player_unique" ON "crash_bets" USING btree ("round_id","player_id") WHERE not "crash_bets"."is_demo";--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_session_unique" ON "crash_bets" USING btree ("round_id","launch_session_id") WHERE "crash_bets"."is_demo";--> statement-breakpoint
CREATE INDEX "crash_bets_round_index" ON "crash_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "crash_bets_player_index" ON "crash_bets" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_chains_game_active_unique" ON "crash_chains" USING btree ("game_id") WHERE "crash_chains"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_number_unique" ON "crash_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_open_unique" ON "crash_rounds" USING btree ("game_id") WHERE "crash_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "crash_rounds_game_created_index" ON "crash_rounds" USING btree ("game_id","created_at");