-- Issue 17 item 5 (spec §7 virtual wallet): provider launches and the money each provider moved.
CREATE TABLE "virtual_wallet_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"provider" text NOT NULL,
	"app" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_wallet_launches_provider_check" CHECK ("virtual_wallet_launches"."provider" in ('racing', 'lottery')),
	CONSTRAINT "virtual_wallet_launches_app_check" CHECK ("virtual_wallet_launches"."app" in ('desktop', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "virtual_wallet_transactions" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"potential_win" bigint,
	"pick" text,
	"wallet_transaction_id" text,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_wallet_transactions_provider_id_pk" PRIMARY KEY("provider","id"),
	CONSTRAINT "virtual_wallet_transactions_kind_check" CHECK ("virtual_wallet_transactions"."kind" in ('debit', 'credit')),
	CONSTRAINT "virtual_wallet_transactions_amount_check" CHECK ("virtual_wallet_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "virtual_wallet_launches" ADD CONSTRAINT "virtual_wallet_launches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_wallet_transactions" ADD CONSTRAINT "virtual_wallet_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_wallet_launches_player_idx" ON "virtual_wallet_launches" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "virtual_wallet_transactions_player_idx" ON "virtual_wallet_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_wallet_transactions_one_credit_idx" ON "virtual_wallet_transactions" USING btree ("provider","round_id") WHERE "virtual_wallet_transactions"."kind" = 'credit';