CREATE TABLE "sportsbook_bet_legs" (
	"bet_id" integer NOT NULL,
	"leg_index" smallint NOT NULL,
	"selection_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"price_numerator" integer NOT NULL,
	"price_denominator" integer NOT NULL,
	"in_play" boolean NOT NULL,
	"result" varchar(10),
	CONSTRAINT "sportsbook_bet_legs_bet_id_leg_index_pk" PRIMARY KEY("bet_id","leg_index")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 700001 CACHE 1),
	"player_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"system_sizes" jsonb,
	"unit_stake" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"odds_numerator" text NOT NULL,
	"odds_denominator" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"odds_change" varchar(8) NOT NULL,
	"liability_base" bigint DEFAULT 0 NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "sportsbook_bets_amounts" CHECK ("sportsbook_bets"."unit_stake" > 0 and "sportsbook_bets"."total_stake" > 0 and "sportsbook_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_championships" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"category_slug" varchar(64) NOT NULL,
	"name" varchar(96) NOT NULL,
	"slug" varchar(96) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"feed_key" varchar(96) NOT NULL,
	"championship_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"home" varchar(64) NOT NULL,
	"away" varchar(64) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'upcoming' NOT NULL,
	"model" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"incidents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspended_until" timestamp with time zone,
	"operator_suspended" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"seed" varchar(64) NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"event_id" integer NOT NULL,
	"market_key" varchar(32) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"line_quarters" integer,
	"name" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"liability_limit" bigint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sportsbook_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5000001 CACHE 1),
	"market_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"outcome" varchar(32) NOT NULL,
	"name" varchar(96) NOT NULL,
	"price_numerator" integer NOT NULL,
	"price_denominator" integer NOT NULL,
	"fair_probability" double precision NOT NULL,
	"is_priced" boolean DEFAULT true NOT NULL,
	"result" varchar(10),
	"liability" bigint DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sportsbook_selections_price_positive" CHECK ("sportsbook_selections"."price_numerator" > "sportsbook_selections"."price_denominator" and "sportsbook_selections"."price_denominator" > 0)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_selection_id_sportsbook_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sportsbook_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD CONSTRAINT "sportsbook_events_championship_id_sportsbook_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."sportsbook_championships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD CONSTRAINT "sportsbook_selections_market_id_sportsbook_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sportsbook_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_selection_index" ON "sportsbook_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_market_index" ON "sportsbook_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_player_request_unique" ON "sportsbook_bets" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_player_placed_index" ON "sportsbook_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sportsbook_championships_sport_index" ON "sportsbook_championships" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_events_feed_key_unique" ON "sportsbook_events" USING btree ("feed_key");--> statement-breakpoint
CREATE INDEX "sportsbook_events_status_start_index" ON "sportsbook_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_events_sport_index" ON "sportsbook_events" USING btree ("sport_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_markets_event_key_unique" ON "sportsbook_markets" USING btree ("event_id","market_key");--> statement-breakpoint
CREATE INDEX "sportsbook_markets_event_index" ON "sportsbook_markets" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_selections_market_outcome_unique" ON "sportsbook_selections" USING btree ("market_id","outcome");--> statement-breakpoint
CREATE INDEX "sportsbook_selections_event_index" ON "sportsbook_selections" USING btree ("event_id");