CREATE TABLE "activity_minutes" (
	"player_id" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_minutes_player_id_minute_pk" PRIMARY KEY("player_id","minute")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"continued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_sessions_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"strategy" text,
	"period" text,
	"value" bigint NOT NULL,
	"currency" text,
	"replaces_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirm_until" timestamp with time zone,
	"disable_at" timestamp with time zone,
	CONSTRAINT "user_limits_type_check" CHECK ("user_limits"."type" in ('activity', 'sportsbook_session', 'session', 'bet', 'time', 'loss', 'wager', 'deposit', 'reality_check', 'selfexclusion', 'coolingoff')),
	CONSTRAINT "user_limits_status_check" CHECK ("user_limits"."status" in ('active', 'confirmed', 'confirmed_disabled', 'unconfirmed_disabled', 'unconfirmed', 'disabled')),
	CONSTRAINT "user_limits_value_check" CHECK ("user_limits"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_minutes" ADD CONSTRAINT "activity_minutes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD CONSTRAINT "sportsbook_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_player_idx" ON "sportsbook_sessions" USING btree ("player_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "user_limits_player_idx" ON "user_limits" USING btree ("player_id","type");