-- Search at a million users and more (docs/decisions/018-search-and-feed-speed.md).
-- Every character and every pair of adjacent characters of a text: the keys of users_search_grams_idx, which
-- finds the one- and two-character queries that trigrams cannot look up. Duplicates are left in (GIN keeps
-- each key once per row). Immutable: it reads nothing but its argument.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
declare
  grams text[] := string_to_array(t, null);
begin
  for i in 1 .. length(t) - 1 loop
    grams := grams || substr(t, i, 2);
  end loop;
  return grams;
end
$$;--> statement-breakpoint
-- "The rest" of a search, newest first, walked in order when matches are dense; the page's columns are in
-- the index, so the walk reads no table rows (an index-only scan).
CREATE INDEX IF NOT EXISTS "users_search_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("username", "name", "photo_id") WHERE "users"."is_searchable" and not "users"."is_locked" and not "users"."is_blocked";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_grams_idx" ON "users" USING gin (search_grams("username" || chr(10) || lower("name"))) WHERE "users"."is_searchable" and not "users"."is_locked" and not "users"."is_blocked";
