CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" smallint NOT NULL,
	"period" varchar(8),
	"amount" bigint,
	"currency" varchar(16),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"is_permanent" boolean DEFAULT false NOT NULL,
	"pending_kind" varchar(8),
	"pending_period" varchar(8),
	"pending_amount" bigint,
	"pending_available_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_amount_positive" CHECK ("player_limits"."amount" is null or "player_limits"."amount" > 0),
	CONSTRAINT "player_limits_pending_amount_positive" CHECK ("player_limits"."pending_amount" is null or "player_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_reality_checks" (
	"player_id" uuid NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_reality_checks_player_id_pk" PRIMARY KEY("player_id")
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reality_checks" ADD CONSTRAINT "player_reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limits_player_in_force_index" ON "player_limits" USING btree ("player_id") WHERE "player_limits"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_one_per_period_unique" ON "player_limits" USING btree ("player_id","definition","period") WHERE "player_limits"."ended_at" is null and "player_limits"."definition" in (1, 2, 3);