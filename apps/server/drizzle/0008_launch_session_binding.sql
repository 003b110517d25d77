ALTER TABLE "game_launch_sessions" ADD COLUMN "auth_session_id" uuid;--> statement-breakpoint
CREATE INDEX "game_launch_sessions_expires_index" ON "game_launch_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_launch_session_index" ON "inhouse_rounds" USING btree ("launch_session_id");