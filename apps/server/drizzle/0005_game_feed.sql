-- The home feed's game filter (decision 008): each handle carries its owner's created_at, so one game's
-- players can be read in feed order (created_at desc, id desc) from one index instead of walking the whole
-- feed and probing each person for the game; each is then checked for being shown on home from a partial
-- index of ids alone. Triggers keep the copy right whoever writes: routes, seeds, admin SQL.
ALTER TABLE "handles" ADD COLUMN "user_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing rows take their owner's value; no public profile changes, so the cache triggers stay quiet.
ALTER TABLE "handles" DISABLE TRIGGER "handles_public_profile_changed";--> statement-breakpoint
UPDATE "handles" SET "user_created_at" = "users"."created_at" FROM "users" WHERE "users"."id" = "handles"."user_id";--> statement-breakpoint
ALTER TABLE "handles" ENABLE TRIGGER "handles_public_profile_changed";--> statement-breakpoint
CREATE FUNCTION "handles_copy_user_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No such user: the value stays, and the foreign key refuses the row as it always did.
  NEW."user_created_at" := COALESCE((SELECT "created_at" FROM "users" WHERE "id" = NEW."user_id"), NEW."user_created_at");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "handles_user_created_at" BEFORE INSERT OR UPDATE OF "user_id", "user_created_at" ON "handles"
  FOR EACH ROW EXECUTE FUNCTION "handles_copy_user_created_at"();--> statement-breakpoint
CREATE FUNCTION "users_created_at_to_handles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "handles" SET "user_created_at" = NEW."created_at" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_created_at_to_handles" AFTER UPDATE OF "created_at" ON "users"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "users_created_at_to_handles"();--> statement-breakpoint
DROP INDEX "handles_fieldname_idx";--> statement-breakpoint
CREATE INDEX "handles_game_feed_idx" ON "handles" USING btree ("fieldname","user_created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_home_id_idx" ON "users" USING btree ("id") WHERE "users"."is_public" and not "users"."is_locked" and not "users"."is_blocked";
