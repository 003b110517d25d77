CREATE TABLE "invoice_counters" (
	"player_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_player_id_type_pk" PRIMARY KEY("player_id","type")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(16) NOT NULL,
	"number" integer NOT NULL,
	"payment_method" varchar(100) NOT NULL,
	"payment_method_label" varchar(100) NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bonus_code" varchar(64),
	"public_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(200),
	"failure_reason" varchar(64),
	"payout_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" varchar(32) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"type" varchar(32) NOT NULL,
	"invoice_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(16) NOT NULL,
	"subunit_to_unit" integer NOT NULL,
	"method_label" varchar(100) NOT NULL,
	"flow" varchar(16) NOT NULL,
	"network" varchar(16),
	"return_url" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"planned_outcome" varchar(16),
	"event_id" uuid,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_player_type_number_unique" ON "invoices" USING btree ("player_id","type","number");--> statement-breakpoint
CREATE INDEX "invoices_player_created_index" ON "invoices" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_player_type_status_index" ON "invoices" USING btree ("player_id","type","status");--> statement-breakpoint
CREATE INDEX "invoices_type_status_created_index" ON "invoices" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_provider_events_invoice_index" ON "payment_provider_events" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_open_payouts_index" ON "sandbox_transactions" USING btree ("direction","status");