-- Handles become items (decision 027): an id of their own, several per platform, an order, a label, a
-- custom link's title, and shown or hidden. Every existing handle is kept, shown, in the spec's order.
DROP INDEX "handles_game_feed_idx";--> statement-breakpoint
ALTER TABLE "handles" DROP CONSTRAINT "handles_user_id_fieldname_pk";--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "handles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- What a visitor sees does not change, so the cache triggers stay quiet while the order is written.
ALTER TABLE "handles" DISABLE TRIGGER "handles_public_profile_changed";--> statement-breakpoint
UPDATE "handles" SET "position" = coalesce(array_position(ARRAY['facebook','instagram','snapchat','twitter','linkedin','youtube','cod','coc','pokemongo','pubg','fortnite','minecraft','freefire']::text[], "fieldname"), 100) - 1;--> statement-breakpoint
ALTER TABLE "handles" ENABLE TRIGGER "handles_public_profile_changed";--> statement-breakpoint
CREATE INDEX "handles_user_platform_idx" ON "handles" USING btree ("user_id","fieldname");--> statement-breakpoint
CREATE INDEX "handles_game_feed_idx" ON "handles" USING btree ("fieldname","user_created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "handles"."visible";--> statement-breakpoint
ALTER TABLE "handles" ADD CONSTRAINT "handles_label_length_check" CHECK (char_length("handles"."label") <= 30);--> statement-breakpoint
ALTER TABLE "handles" ADD CONSTRAINT "handles_title_length_check" CHECK (char_length("handles"."title") <= 60);