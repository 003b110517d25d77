CREATE TABLE "kyc_webhook_events" (
	"event_id" varchar(128) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"source" varchar(16) DEFAULT 'upload' NOT NULL,
	"rejection_reason" varchar(500),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_verifications" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"level" varchar(64),
	"applicant_id" varchar(64),
	"rejection_reason" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_verifications" ADD CONSTRAINT "player_verifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_documents_player_created_index" ON "player_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_documents_status_created_index" ON "player_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "player_verifications_status_index" ON "player_verifications" USING btree ("status","updated_at");