-- Search's "starts with" tier: a range of this index in byte order (C), which is also the order of every
-- tier. Partial, with exactly the predicate search uses, so it holds only people search may show.
CREATE INDEX IF NOT EXISTS "users_search_username_idx" ON "users" USING btree (("username" collate "C")) WHERE "users"."is_searchable" and not "users"."is_locked" and not "users"."is_blocked";
