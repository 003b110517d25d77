CREATE TABLE "game_collection_items" (
	"collection_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "game_collection_items_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"countries" varchar(2)[],
	CONSTRAINT "game_collections_identity_lowercase" CHECK ("game_collections"."identity" = lower("game_collections"."identity"))
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"integration" varchar(16) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_identity_lowercase" CHECK ("game_providers"."identity" = lower("game_providers"."identity"))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"game_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_round_id" varchar(128) NOT NULL,
	"currency" varchar(16) NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_amounts_not_negative" CHECK ("game_rounds"."bet" >= 0 and "game_rounds"."win" >= 0),
	CONSTRAINT "game_rounds_real_money_has_player" CHECK ("game_rounds"."is_demo" or "game_rounds"."player_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"description" text NOT NULL,
	"theme" varchar(32) NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"volatility" varchar(16) NOT NULL,
	"has_demo" boolean NOT NULL,
	"is_playable" boolean NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"image" text NOT NULL,
	"released_at" date NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_identity_lowercase" CHECK ("games"."identity" = lower("games"."identity")),
	CONSTRAINT "games_rtp_range" CHECK ("games"."rtp_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "player_favorite_games" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_played_games" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_played_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_recent_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"query" text NOT NULL,
	"normalized_query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_collection_items" ADD CONSTRAINT "game_collection_items_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_items" ADD CONSTRAINT "game_collection_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_played_games" ADD CONSTRAINT "player_played_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_played_games" ADD CONSTRAINT "player_played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_searches" ADD CONSTRAINT "player_recent_searches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_collection_items_game_index" ON "game_collection_items" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_identity_unique" ON "game_collections" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_identity_unique" ON "game_providers" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_unique" ON "game_rounds" USING btree ("provider_id","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created_index" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_real_created_index" ON "game_rounds" USING btree ("created_at") WHERE not "game_rounds"."is_demo";--> statement-breakpoint
CREATE UNIQUE INDEX "games_identity_unique" ON "games" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "games_provider_index" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "player_played_games_recent_index" ON "player_played_games" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_recent_searches_player_query_unique" ON "player_recent_searches" USING btree ("player_id","normalized_query");