ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'violet' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bio_length_check" CHECK (char_length("users"."bio") <= 160);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('violet', 'ocean', 'forest', 'sunset', 'rose', 'graphite'));