-- The coverage map reads each standard on its own (ADR 0060, docs/product/coverage.md): a GROUP BY over every
-- visible script_standards row cost ~43 ms of CPU at 100,000 scripts; counting and listing per standard on these
-- partial indexes costs ~14–18 ms. A shared script's rows are counted on the narrow code index (deduplicated, so an
-- index-only count is cheap) and listed best first on the team list index; the caller's own private rows on the
-- private index (by user_id first: few rows). The list indexes INCLUDE what the reply shows, so listing needs no
-- heap fetch. The two earlier indexes served the single GROUP BY and are dropped.
DROP INDEX "script_standards_coverage_idx";--> statement-breakpoint
DROP INDEX "script_standards_code_idx";--> statement-breakpoint
CREATE INDEX "script_standards_team_count_idx" ON "script_standards" USING btree ("code") WHERE is_saved and visibility = 'team';--> statement-breakpoint
CREATE INDEX "script_standards_team_list_idx" ON "script_standards" USING btree ("code","taught","status_rank","script_id") INCLUDE ("status","user_id","scenes") WHERE is_saved and visibility = 'team';--> statement-breakpoint
CREATE INDEX "script_standards_private_idx" ON "script_standards" USING btree ("user_id","code","taught","status_rank","script_id") INCLUDE ("status","scenes") WHERE is_saved and visibility <> 'team';
