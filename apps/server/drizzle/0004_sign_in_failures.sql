CREATE TABLE "sign_in_failures" (
	"player_id" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_player_id_address_pk" PRIMARY KEY("player_id","address"),
	CONSTRAINT "sign_in_failures_failures_check" CHECK ("sign_in_failures"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;