CREATE TABLE "content_page_translations" (
	"page_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_translations_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_kind_check" CHECK ("content_pages"."kind" in ('static', 'question', 'page')),
	CONSTRAINT "content_pages_not_own_parent" CHECK ("content_pages"."parent_id" is null or "content_pages"."parent_id" <> "content_pages"."id")
);
--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_identity_unique" ON "content_pages" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "content_pages_parent_idx" ON "content_pages" USING btree ("parent_id");