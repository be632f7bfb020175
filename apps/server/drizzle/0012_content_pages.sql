CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"path" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"indexed" boolean DEFAULT true NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_site_path_locale" ON "content_pages" USING btree ("site","path","locale");--> statement-breakpoint
CREATE INDEX "content_pages_site" ON "content_pages" USING btree ("site");