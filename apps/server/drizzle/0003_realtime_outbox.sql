CREATE TABLE "realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(128) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "realtime_outbox_pending_index" ON "realtime_outbox" USING btree ("id") WHERE "realtime_outbox"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "realtime_outbox_dispatched_index" ON "realtime_outbox" USING btree ("dispatched_at");