CREATE TABLE "login_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_id_idx" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_devices_last_used_idx" ON "login_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_content_hash_idx" ON "applications" USING btree ("content_hash");