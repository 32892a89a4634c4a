CREATE TABLE "username_changes" (
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "username_changes" ADD CONSTRAINT "username_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "username_changes_user_idx" ON "username_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "held_usernames_identity_idx" ON "held_usernames" USING btree ("former_identity","held_until");