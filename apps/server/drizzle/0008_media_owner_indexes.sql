CREATE INDEX "products_photo_idx" ON "products" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "users_photo_idx" ON "users" USING btree ("photo_id");