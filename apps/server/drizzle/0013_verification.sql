CREATE TABLE "item_verifications" (
	"handle_id" bigint PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"method" text,
	"evidence_where" text,
	"evidence_found" text,
	"first_checked_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_outcome" text,
	"misses" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"handle_id" bigint NOT NULL,
	"method" text NOT NULL,
	"browser_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "verified_level" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "verified_method" text;--> statement-breakpoint
ALTER TABLE "handles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handle_id" bigint;--> statement-breakpoint
ALTER TABLE "item_verifications" ADD CONSTRAINT "item_verifications_handle_id_handles_id_fk" FOREIGN KEY ("handle_id") REFERENCES "public"."handles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_flows" ADD CONSTRAINT "verification_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_flows" ADD CONSTRAINT "verification_flows_handle_id_handles_id_fk" FOREIGN KEY ("handle_id") REFERENCES "public"."handles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_verifications_due_idx" ON "item_verifications" USING btree ("next_check_at") WHERE "item_verifications"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_verifications_token_idx" ON "item_verifications" USING btree ("token");--> statement-breakpoint
CREATE INDEX "verification_flows_expires_idx" ON "verification_flows" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handle_id_handles_id_fk" FOREIGN KEY ("handle_id") REFERENCES "public"."handles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handles" ADD CONSTRAINT "handles_verified_level_check" CHECK ("handles"."verified_level" in ('self', 'linked', 'confirmed'));--> statement-breakpoint
-- A changed value (or platform) is a new claim: the level goes back to self and the item's record forgets
-- what was found, whichever write path changed it. The proof token stays: it is the item's, not the value's.
CREATE FUNCTION handles_reset_verification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.handle IS DISTINCT FROM OLD.handle OR NEW.fieldname IS DISTINCT FROM OLD.fieldname THEN
    NEW.verified_level := 'self';
    NEW.verified_method := NULL;
    NEW.verified_at := NULL;
    UPDATE item_verifications
      SET method = NULL, evidence_where = NULL, evidence_found = NULL, first_checked_at = NULL,
          last_checked_at = NULL, last_outcome = NULL, misses = 0, next_check_at = NULL
      WHERE handle_id = NEW.id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER handles_reset_verification BEFORE UPDATE OF handle, fieldname ON handles
  FOR EACH ROW EXECUTE FUNCTION handles_reset_verification();
