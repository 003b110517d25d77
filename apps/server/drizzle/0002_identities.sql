ALTER TABLE "social_login_states" ADD COLUMN "binding_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "social_login_states" ADD COLUMN "fingerprint" varchar(128);--> statement-breakpoint
CREATE INDEX "autologin_tokens_expires_index" ON "autologin_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "autologin_tokens_player_index" ON "autologin_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "social_login_states_expires_index" ON "social_login_states" USING btree ("expires_at");