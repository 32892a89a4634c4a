ALTER TABLE "users" ADD COLUMN "page_background" text DEFAULT 'solid' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "page_buttons" text DEFAULT 'filled' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_page_background_check" CHECK ("users"."page_background" in ('solid', 'gradient'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_page_buttons_check" CHECK ("users"."page_buttons" in ('filled', 'outline', 'pill'));