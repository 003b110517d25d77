CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locale" varchar(8) NOT NULL,
	"is_selectable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" varchar(8) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"subunit_to_unit" integer NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"sub_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"direction" varchar(3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_constants" (
	"group" varchar(32) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(64) NOT NULL,
	"widget_bg_url" text,
	"card_bg_url" text,
	"card_img_url" text,
	CONSTRAINT "sports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;