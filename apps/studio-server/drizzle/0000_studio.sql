CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"owner" varchar(160) NOT NULL,
	"game" varchar(64) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"currency" varchar(16) NOT NULL,
	"is_demo" boolean NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"params" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" varchar(160) NOT NULL,
	"server_seed" varchar(128) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"game" varchar(64) NOT NULL,
	"wallet_token" text,
	"player" varchar(128),
	"currency" varchar(16) NOT NULL,
	"subunit_to_unit" bigint NOT NULL,
	"is_demo" boolean NOT NULL,
	"demo_balance" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_wallet_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"transaction_id" varchar(128) NOT NULL,
	"body" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bet_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_pair_id_studio_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."studio_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_wallet_calls" ADD CONSTRAINT "studio_wallet_calls_round_id_studio_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_rounds_owner" ON "studio_rounds" USING btree ("owner","game","status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_one_open" ON "studio_rounds" USING btree ("owner","game") WHERE "studio_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_unique" ON "studio_seed_pairs" USING btree ("owner") WHERE "studio_seed_pairs"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_token_unique" ON "studio_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_wallet_calls_transaction_unique" ON "studio_wallet_calls" USING btree ("kind","transaction_id");--> statement-breakpoint
CREATE INDEX "studio_wallet_calls_due" ON "studio_wallet_calls" USING btree ("status","next_attempt_at");