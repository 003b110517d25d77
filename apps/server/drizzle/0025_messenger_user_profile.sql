ALTER TABLE "players" ADD COLUMN "tg_username" varchar(64);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "tg_photo_url" text;