-- better-auth's rate limits are counted in rate_limits under keyed hashes now (auth.ts); its own
-- table held client addresses in clear. Its counters last a minute at most.
DROP TABLE "rate_limit" CASCADE;--> statement-breakpoint
-- A session keeps the client network (IPv4 /24, IPv6 /48), as auth_events does. better-auth wrote
-- full IPv4 or fully expanded IPv6 text; anything else (an empty string) becomes null.
UPDATE "session" SET "ip_address" = CASE
  WHEN "ip_address" ~ '^(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])){3}$'
    THEN host(network(set_masklen("ip_address"::inet, 24)))
  WHEN "ip_address" ~ '^[0-9a-fA-F]{1,4}(:[0-9a-fA-F]{1,4}){7}$'
    THEN host(network(set_masklen("ip_address"::inet, 48)))
END
WHERE "ip_address" IS NOT NULL;
