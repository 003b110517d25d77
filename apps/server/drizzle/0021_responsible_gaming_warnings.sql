CREATE TABLE "responsible_gaming_markers" (
	"player_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "responsible_gaming_markers_player_id_kind_pk" PRIMARY KEY("player_id","kind")
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responsible_gaming_markers" ADD CONSTRAINT "responsible_gaming_markers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_gaming_markers_open_index" ON "responsible_gaming_markers" USING btree ("last_seen_at") WHERE "responsible_gaming_markers"."cleared_at" is null;