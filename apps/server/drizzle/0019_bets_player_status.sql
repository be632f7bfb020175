-- Issue 18: GET /bets counts and lists a player's bets by status: status in the index keeps a filtered
-- count off the player's other bets, and lets PostgreSQL count from the index alone (index-only scan).
CREATE INDEX "bets_player_status_idx" ON "bets" USING btree ("player_id","status","seq");
