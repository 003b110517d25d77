CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" varchar(48) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" varchar(160) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"send_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" varchar(48) NOT NULL,
	"title" varchar(200) NOT NULL,
	"dedupe_key" varchar(160) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" varchar(16) NOT NULL,
	"audience" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cursor_player_id" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"by_email" boolean DEFAULT false NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_unsubscribes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"channel" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_agent_presence" (
	"agent_name" varchar(100) PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"guest_email" varchar(254),
	"guest_name" varchar(100),
	"restore_key_hash" varchar(64),
	"locale" varchar(8) DEFAULT 'en' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"assigned_agent" varchar(100),
	"visitor_read_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" varchar(8) NOT NULL,
	"agent_name" varchar(100),
	"body" text DEFAULT '' NOT NULL,
	"attachment_key" varchar(200),
	"attachment_name" varchar(200),
	"attachment_type" varchar(100),
	"attachment_size" integer,
	"client_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_body_length" CHECK (char_length("support_messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_pushes" ADD CONSTRAINT "notification_pushes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribes" ADD CONSTRAINT "notification_unsubscribes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_dedupe_unique" ON "notification_messages" USING btree ("player_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_messages_player_created_index" ON "notification_messages" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_messages_unread_index" ON "notification_messages" USING btree ("player_id") WHERE "notification_messages"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_pushes_dedupe_unique" ON "notification_pushes" USING btree ("player_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_pushes_player_created_index" ON "notification_pushes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_pushes_unread_index" ON "notification_pushes" USING btree ("player_id") WHERE "notification_pushes"."state" = 1;--> statement-breakpoint
CREATE INDEX "notification_sends_status_index" ON "notification_sends" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_restore_key_unique" ON "support_conversations" USING btree ("restore_key_hash");--> statement-breakpoint
CREATE INDEX "support_conversations_player_index" ON "support_conversations" USING btree ("player_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_status_index" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_sequence_unique" ON "support_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_key_unique" ON "support_messages" USING btree ("conversation_id","client_key");