CREATE TABLE "bet_placements" (
	"player_id" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"bet_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_placements_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"bet_id" text NOT NULL,
	"position" integer NOT NULL,
	"event_id" integer NOT NULL,
	"match_urn_id" text NOT NULL,
	"name_a" text NOT NULL,
	"name_b" text NOT NULL,
	"provider" text NOT NULL,
	"market_id" integer NOT NULL,
	"market_name" text NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"outcome_name" text NOT NULL,
	"odds" double precision NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	CONSTRAINT "bet_selections_bet_id_position_pk" PRIMARY KEY("bet_id","position")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"player_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"odds" double precision NOT NULL,
	"system_id" text,
	"bonus" jsonb,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"cashout_offer" bigint,
	"device_id" text NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_win_amount_check" CHECK ("bets"."win_amount" >= 0),
	CONSTRAINT "bets_odds_check" CHECK ("bets"."odds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_placements" ADD CONSTRAINT "bet_placements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_event_idx" ON "bet_selections" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bets_player_idx" ON "bets" USING btree ("player_id","seq");--> statement-breakpoint
CREATE INDEX "bets_open_idx" ON "bets" USING btree ("status") WHERE "bets"."status" in ('submitted', 'waiting_results', 'cashout_in_progress');