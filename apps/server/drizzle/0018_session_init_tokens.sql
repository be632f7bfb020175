-- Issue 17: one-time tokens the host platform exchanges for a session at /init-sportsbook (spec §2).
CREATE TABLE "session_init_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session_init_tokens" ADD CONSTRAINT "session_init_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_init_tokens_player_idx" ON "session_init_tokens" USING btree ("player_id");
