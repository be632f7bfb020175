-- Issue 16: the site settings that were env vars are read from the site configuration now.
-- A stored configuration gets the new key, and the reminders the earlier seed held (never served:
-- the env defaults were) become those defaults, so the site behaves as before.
UPDATE "site_configs" SET "config" = "config" || '{"cookie_consent_required": false}'::jsonb
  WHERE "config"->'cookie_consent_required' IS NULL;--> statement-breakpoint
UPDATE "site_configs" SET "config" = jsonb_set("config", '{sign_up_reminder_seconds}', '60'::jsonb)
  WHERE "config"->'sign_up_reminder_seconds' = '0'::jsonb;--> statement-breakpoint
UPDATE "site_configs" SET "config" = jsonb_set("config", '{deposit_reminder}',
  '{"show": true, "remind_after_seconds": 10, "player_group_id": "regular"}'::jsonb)
  WHERE "config"->'deposit_reminder' = '{"show": false, "remind_after_seconds": 600, "player_group_id": ""}'::jsonb;--> statement-breakpoint
-- remind_after_seconds is at least 1 now (GET /system's remind_after is positive)
UPDATE "site_configs" SET "config" = jsonb_set("config", '{deposit_reminder,remind_after_seconds}', '10'::jsonb)
  WHERE ("config"->'deposit_reminder'->>'remind_after_seconds')::integer < 1;
