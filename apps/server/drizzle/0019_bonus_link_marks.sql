CREATE TABLE "bonus_link_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"linked_player_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(128) NOT NULL,
	"stage" varchar(16) NOT NULL,
	"bonus_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_link_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_link_flags" ADD CONSTRAINT "bonus_link_flags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_link_flags" ADD CONSTRAINT "bonus_link_flags_linked_player_id_players_id_fk" FOREIGN KEY ("linked_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_link_marks" ADD CONSTRAINT "bonus_link_marks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_link_flags_unique" ON "bonus_link_flags" USING btree ("player_id","linked_player_id","kind","stage");--> statement-breakpoint
CREATE INDEX "bonus_link_flags_created_index" ON "bonus_link_flags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_link_marks_unique" ON "bonus_link_marks" USING btree ("kind","value","player_id");