ALTER TABLE "sportsbook_events" ADD COLUMN "kind" varchar(10) DEFAULT 'match' NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "outright_event_id" integer;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "round" smallint;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "bracket_slot" smallint;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD CONSTRAINT "sportsbook_events_outright_event_id_sportsbook_events_id_fk" FOREIGN KEY ("outright_event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_events_outright_index" ON "sportsbook_events" USING btree ("outright_event_id");--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD CONSTRAINT "sportsbook_events_bracket" CHECK (("sportsbook_events"."outright_event_id" is null) = ("sportsbook_events"."round" is null) and ("sportsbook_events"."round" is null) = ("sportsbook_events"."bracket_slot" is null) and ("sportsbook_events"."kind" = 'match' or "sportsbook_events"."round" is null));