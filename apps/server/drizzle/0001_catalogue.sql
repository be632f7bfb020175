CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"sport_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"country_code" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "categories_names_en_check" CHECK ("categories"."names" ? 'en')
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer,
	"parent_id" integer,
	"names" jsonb NOT NULL,
	"name_a" text,
	"name_b" text,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"clock" jsonb,
	"total_score" jsonb,
	"game_score" jsonb,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_server" text,
	"max_period_number" integer,
	"phase" text,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"main_market_id" integer,
	"secondary_market_id" integer,
	"available_markets_count" integer DEFAULT 0 NOT NULL,
	"top_markets_count" integer DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"feed_slot" integer,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('match', 'season', 'stage', 'simple_tournament')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" between 0 and 5),
	CONSTRAINT "events_names_en_check" CHECK ("events"."names" ? 'en')
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_type_object_id_pk" PRIMARY KEY("user_id","type","object_id")
);
--> statement-breakpoint
CREATE TABLE "feed_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"speed" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"status" integer NOT NULL,
	"outcomes" jsonb NOT NULL,
	"market_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT true NOT NULL,
	"provider" text NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_event_id_market_id_specifier_pk" PRIMARY KEY("event_id","market_id","specifier"),
	CONSTRAINT "markets_status_check" CHECK ("markets"."status" in (1, -1, 0, -2, -3, -4))
);
--> statement-breakpoint
CREATE TABLE "provider_statuses" (
	"provider" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_site_priorities" (
	"site" text NOT NULL,
	"tournament_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "tournament_site_priorities_site_tournament_id_pk" PRIMARY KEY("site","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"main_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"secondary_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "tournaments_names_en_check" CHECK ("tournaments"."names" ? 'en')
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_site_priorities" ADD CONSTRAINT "tournament_site_priorities_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_sport_idx" ON "categories" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "events_sport_idx" ON "events" USING btree ("sport_id","status");--> statement-breakpoint
CREATE INDEX "events_tournament_idx" ON "events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_sport_idx" ON "tournaments" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "tournaments_category_idx" ON "tournaments" USING btree ("category_id");