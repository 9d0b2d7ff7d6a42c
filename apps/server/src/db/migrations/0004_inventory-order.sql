DROP INDEX "inventory_items_gallery_list_idx";--> statement-breakpoint
CREATE INDEX "inventory_items_gallery_order_idx" ON "inventory_items" USING btree ("gallery_id","idx","id") WHERE "inventory_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_items_gallery_trash_idx" ON "inventory_items" USING btree ("gallery_id","deleted_at");