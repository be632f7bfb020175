CREATE TABLE "jackpot_contributions" (
	"bet_id" text NOT NULL,
	"jackpot_id" text NOT NULL,
	"level_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_contributions_bet_id_jackpot_id_level_code_pk" PRIMARY KEY("bet_id","jackpot_id","level_code"),
	CONSTRAINT "jackpot_contributions_amount_check" CHECK ("jackpot_contributions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"jackpot_id" text NOT NULL,
	"level_code" text NOT NULL,
	"player_id" text,
	"bet_id" text,
	"hashed_user_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_eur" bigint NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_status_check" CHECK ("jackpot_hits"."status" in ('pending', 'approved', 'paid')),
	CONSTRAINT "jackpot_hits_amount_check" CHECK ("jackpot_hits"."amount" > 0 and "jackpot_hits"."amount_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"jackpot_id" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer NOT NULL,
	"contribution_bp" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"pool" bigint NOT NULL,
	"carry" integer DEFAULT 0 NOT NULL,
	"trigger_amount" bigint NOT NULL,
	"must_hit_by" bigint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "jackpot_levels_jackpot_id_code_pk" PRIMARY KEY("jackpot_id","code"),
	CONSTRAINT "jackpot_levels_state_check" CHECK ("jackpot_levels"."state" in ('active', 'hit')),
	CONSTRAINT "jackpot_levels_bp_check" CHECK ("jackpot_levels"."contribution_bp" between 0 and 10000),
	CONSTRAINT "jackpot_levels_carry_check" CHECK ("jackpot_levels"."carry" between 0 and 9999),
	CONSTRAINT "jackpot_levels_seed_check" CHECK ("jackpot_levels"."seed_amount" >= 0 and "jackpot_levels"."pool" >= 0),
	CONSTRAINT "jackpot_levels_trigger_check" CHECK ("jackpot_levels"."trigger_amount" >= 1),
	CONSTRAINT "jackpot_levels_cap_check" CHECK ("jackpot_levels"."must_hit_by" > "jackpot_levels"."seed_amount"),
	CONSTRAINT "jackpot_levels_names_en_check" CHECK ("jackpot_levels"."names" ? 'en')
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"currency" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"min_odds" double precision NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_state_check" CHECK ("jackpots"."state" in ('active', 'created', 'disabled', 'finished', 'paused')),
	CONSTRAINT "jackpots_min_stake_check" CHECK ("jackpots"."min_stake" >= 1),
	CONSTRAINT "jackpots_min_odds_check" CHECK ("jackpots"."min_odds" >= 1),
	CONSTRAINT "jackpots_names_en_check" CHECK ("jackpots"."names" ? 'en')
);
--> statement-breakpoint
CREATE TABLE "prediction_votes" (
	"prediction_id" text NOT NULL,
	"player_id" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prediction_votes_prediction_id_player_id_pk" PRIMARY KEY("prediction_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "predictions_state_check" CHECK ("predictions"."state" in ('open', 'closed')),
	CONSTRAINT "predictions_titles_en_check" CHECK ("predictions"."titles" ? 'en')
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "used_in_jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_jackpot_idx" ON "jackpot_contributions" USING btree ("jackpot_id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot_idx" ON "jackpot_hits" USING btree ("jackpot_id","seq");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player_idx" ON "jackpot_hits" USING btree ("player_id","seq");