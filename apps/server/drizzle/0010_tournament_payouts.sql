CREATE TABLE "tournament_payouts" (
	"campaign_id" text NOT NULL,
	"player_id" text NOT NULL,
	"position" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_payouts_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id"),
	CONSTRAINT "tournament_payouts_amount_check" CHECK ("tournament_payouts"."amount" > 0 and "tournament_payouts"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "jackpot_hits" DROP CONSTRAINT "jackpot_hits_status_check";--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "pool_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_status_check" CHECK ("jackpot_hits"."status" in ('pending', 'approved', 'paid', 'rejected'));