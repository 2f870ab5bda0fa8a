CREATE TABLE "course_material_readings" (
	"material_id" uuid PRIMARY KEY NOT NULL,
	"pages" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "reading_size" integer;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_material_readings" ADD CONSTRAINT "course_material_readings_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;