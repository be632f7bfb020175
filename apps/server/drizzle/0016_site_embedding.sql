-- Issue 17: the site configuration names the platform origins allowed to frame the site (spec §6
-- embedded mode); a stored configuration without them allows none, as before (frame-ancestors 'self').
UPDATE "site_configs" SET "config" = "config" || jsonb_build_object('embedding', '{"origins":[],"allow_any_with_token":false}'::jsonb)
  WHERE "config"->'embedding' IS NULL;
