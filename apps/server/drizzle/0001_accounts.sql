CREATE TABLE "autologin_tokens" (
	"token_hash" varchar(128) PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"target" text NOT NULL,
	"player_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"event" varchar(48) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"method" varchar(16) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"fingerprint" varchar(128),
	"platform" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_login_states" (
	"state" varchar(128) PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"link_player_id" uuid,
	"locale" varchar(8),
	"affiliate_tag" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"email_confirmed_at" timestamp with time zone,
	"phone" varchar(32),
	"phone_confirmed_at" timestamp with time zone,
	"password_hash" text,
	"nickname" varchar(24),
	"first_name" text,
	"last_name" text,
	"gender" varchar(16),
	"birthdate" date,
	"city" text,
	"address" text,
	"postal_code" varchar(32),
	"time_zone" varchar(64),
	"language" varchar(8),
	"country" varchar(2),
	"locale" varchar(8) DEFAULT 'en' NOT NULL,
	"tg_user_id" bigint,
	"avatar_id" varchar(64),
	"status" smallint DEFAULT 1 NOT NULL,
	"receive_email_promo" boolean DEFAULT false NOT NULL,
	"receive_sms_promo" boolean DEFAULT false NOT NULL,
	"affiliate_tag" varchar(128),
	"chat_restore_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" varchar(16) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_balance_not_negative" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"transport" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "autologin_tokens" ADD CONSTRAINT "autologin_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_states" ADD CONSTRAINT "social_login_states_link_player_id_players_id_fk" FOREIGN KEY ("link_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_target_index" ON "one_time_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "security_events_player_index" ON "security_events" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_event_index" ON "security_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "sessions_player_index" ON "sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_identity_unique" ON "social_connections" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_player_provider_unique" ON "social_connections" USING btree ("player_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_phone_unique" ON "players" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "players_nickname_unique" ON "players" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_tg_user_id_unique" ON "players" USING btree ("tg_user_id");--> statement-breakpoint
CREATE INDEX "players_created_at_index" ON "players" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player_currency_unique" ON "wallet_accounts" USING btree ("player_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_one_selected" ON "wallet_accounts" USING btree ("player_id") WHERE "wallet_accounts"."is_selected";--> statement-breakpoint
CREATE INDEX "wallet_accounts_player_index" ON "wallet_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "message_outbox_recipient_index" ON "message_outbox" USING btree ("recipient","created_at");