CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key"),
	CONSTRAINT "sports_type_check" CHECK ("sports"."type" in ('regular', 'cyber')),
	CONSTRAINT "sports_provider_check" CHECK ("sports"."provider" in ('betradar', 'oddin', 'betconstruct')),
	CONSTRAINT "sports_names_en_check" CHECK ("sports"."names" ? 'en')
);
