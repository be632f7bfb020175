CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"type" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"title" text NOT NULL,
	"caption" text,
	"body" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_player_dedupe_idx" ON "notifications" USING btree ("player_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_player_created_idx" ON "notifications" USING btree ("player_id","created_at");