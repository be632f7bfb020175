CREATE TABLE "bonus_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"promotion_state" text DEFAULT 'created' NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_to" timestamp with time zone,
	"auto_issue" boolean DEFAULT false NOT NULL,
	"activation_required" boolean DEFAULT false NOT NULL,
	"issued_ttl_hours" integer,
	"show_in_promotion" boolean DEFAULT true NOT NULL,
	"min_odds" double precision,
	"comboboost_type" text,
	"ranges" jsonb,
	"only_verified" boolean DEFAULT false NOT NULL,
	"trigger_key" text,
	"banners" jsonb,
	"freebet_type" text,
	"max_odds" double precision,
	"match_status" integer,
	"selections_count_from" integer,
	"selections_count_to" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text,
	"farm_once_per_event" boolean DEFAULT false NOT NULL,
	"target_points" integer,
	"boost_multiplier" double precision,
	"pool_share_bps" integer,
	"initial_pool" bigint,
	"pool_amount" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_kind_check" CHECK ("bonus_campaigns"."kind" in ('comboboost', 'freebet', 'hunting', 'tournament', 'lootbox')),
	CONSTRAINT "bonus_campaigns_state_check" CHECK ("bonus_campaigns"."promotion_state" in ('active', 'created', 'disabled', 'finished', 'paused')),
	CONSTRAINT "bonus_campaigns_names_en_check" CHECK ("bonus_campaigns"."names" ? 'en'),
	CONSTRAINT "bonus_campaigns_terms_en_check" CHECK ("bonus_campaigns"."terms" ? 'en'),
	CONSTRAINT "bonus_campaigns_pool_check" CHECK ("bonus_campaigns"."pool_amount" is null or "bonus_campaigns"."pool_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issued_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"player_id" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"seen" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"times_used" integer DEFAULT 0 NOT NULL,
	"freebet_type" text,
	"amount" bigint,
	"currency" text,
	"boost_multiplier" double precision,
	"points" integer DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stake_sum" bigint DEFAULT 0 NOT NULL,
	"farmed_event_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"farmed_freebets_count" integer DEFAULT 0 NOT NULL,
	"used_in_bets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"farmed_at" timestamp with time zone,
	CONSTRAINT "issued_bonuses_state_check" CHECK ("issued_bonuses"."state" in ('available', 'active', 'not_available', 'deactivated', 'bonus_over', 'expired', 'overridden', 'unknown')),
	CONSTRAINT "issued_bonuses_amount_check" CHECK ("issued_bonuses"."amount" is null or "issued_bonuses"."amount" > 0),
	CONSTRAINT "issued_bonuses_points_check" CHECK ("issued_bonuses"."points" >= 0 and "issued_bonuses"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"code" text NOT NULL,
	"player_id" text NOT NULL,
	"issued_bonus_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_redemptions_code_player_id_pk" PRIMARY KEY("code","player_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_upper_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_bonuses" ADD CONSTRAINT "issued_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_kind_idx" ON "bonus_campaigns" USING btree ("kind","promotion_state");--> statement-breakpoint
CREATE INDEX "issued_bonuses_player_idx" ON "issued_bonuses" USING btree ("player_id","campaign_id");--> statement-breakpoint
CREATE INDEX "issued_bonuses_campaign_idx" ON "issued_bonuses" USING btree ("campaign_id","points");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_bonuses_auto_idx" ON "issued_bonuses" USING btree ("campaign_id","player_id") WHERE "issued_bonuses"."source" = 'auto';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_bonuses_source_ref_idx" ON "issued_bonuses" USING btree ("source","source_ref") WHERE "issued_bonuses"."source" = 'refund';