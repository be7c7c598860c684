DROP INDEX "visits_staff";--> statement-breakpoint
CREATE INDEX "appointments_staff_key" ON "appointments" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "appointments_staff_changed" ON "appointments" USING btree ("staff_id","changed_at");--> statement-breakpoint
CREATE INDEX "visits_staff_key" ON "visits" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "visits_staff_changed" ON "visits" USING btree ("staff_id","changed_at");