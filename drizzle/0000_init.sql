CREATE TYPE "public"."user_role" AS ENUM('student', 'educator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."course" AS ENUM('Philosophy of Ministry', 'Ecclesiology', 'Preaching', 'Systematic Theology', 'Biblical Theology', 'Hermeneutics', 'Church History', 'Missions', 'Pastoral Theology', 'New Testament Theology', 'Old Testament Theology');--> statement-breakpoint
CREATE TYPE "public"."content_type" AS ENUM('book', 'video', 'transcript');--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"active_role" "user_role",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"role" "user_role" DEFAULT 'student' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"total_students" integer NOT NULL,
	"average_engagement" real NOT NULL,
	"difficulty_distribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identified_gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" text
);
--> statement-breakpoint
CREATE TABLE "learning_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"course" "course"
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"difficulty_level" integer NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_style" text,
	"philosophy" text,
	"source_content" text,
	"course" "course",
	"question_type" text DEFAULT 'evaluative' NOT NULL,
	"reasoning" text,
	"confidence" real DEFAULT 0.85 NOT NULL,
	"clsa_transparency" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reflection_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"file_name" text,
	"file_size" integer,
	"mime_type" text,
	"semantic_analysis" jsonb,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"knowledge_gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_sync" boolean DEFAULT true NOT NULL,
	"encryption_key" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analyzed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"mastery_level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"response" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analysis_data" jsonb,
	"rhetorical_devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"argument_structure" text,
	"conceptual_hierarchy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entity_relationships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course" "course" DEFAULT 'Systematic Theology' NOT NULL,
	"literacy_score" integer DEFAULT 50 NOT NULL,
	"benchmarking_score" integer DEFAULT 50 NOT NULL,
	"education_level" integer DEFAULT 50 NOT NULL,
	"current_difficulty_level" integer DEFAULT 1 NOT NULL,
	"overall_progress" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_difficulty_level_range" CHECK ("students"."current_difficulty_level" between 1 and 4),
	CONSTRAINT "students_overall_progress_range" CHECK ("students"."overall_progress" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "content_validation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"validator_id" uuid,
	"validation_type" text DEFAULT 'manual' NOT NULL,
	"status" text NOT NULL,
	"score" real,
	"feedback" text,
	"criteria" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"course" "course" NOT NULL,
	"type" "content_type" NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"content" text NOT NULL,
	"file_name" text,
	"file_size" integer,
	"mime_type" text,
	"author_style" text,
	"philosophy" text,
	"historical_context" text,
	"biographical_context" text,
	"interpretative_complexities" text,
	"scholarly_debates" text,
	"validation_status" text DEFAULT 'pending' NOT NULL,
	"validation_notes" text,
	"validated_by" uuid,
	"validated_at" timestamp with time zone,
	"is_training_data" boolean DEFAULT false NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"nlp_metadata" jsonb,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_content_id" uuid NOT NULL,
	"transcript" text NOT NULL,
	"timestamps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_generated" boolean DEFAULT false NOT NULL,
	"accuracy" real DEFAULT 0.95 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"education_level" text,
	"previous_education" text,
	"current_ministry_role" text,
	"years_in_ministry" integer,
	"church_affiliation" text,
	"previous_theological_training" text,
	"languages_spoken" jsonb DEFAULT '["English"]'::jsonb NOT NULL,
	"salvation_testimony" text,
	"calling_to_ministry" text,
	"theological_interests" text,
	"learning_goals" text,
	"why_join_kti" text,
	"preferred_assessment_date" date,
	"alternative_assessment_date" date,
	"assessment_time_preference" text,
	"assessment_completed" boolean DEFAULT false NOT NULL,
	"assessment_score" real,
	"referral_source" text,
	"special_accommodations" text,
	"additional_comments" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"decision_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"department" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid,
	"course" "course" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"max_points" integer DEFAULT 100 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"instructions" text,
	"rubric" jsonb
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"course" "course",
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"location" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurrence_pattern" text,
	"meeting_url" text,
	"created_by" uuid,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"course" "course",
	"duration" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "certifications_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cohort_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"course" "course" NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"meeting_url" text,
	"meeting_id" text,
	"facilitator_id" uuid,
	"max_participants" integer DEFAULT 25 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"recording_url" text,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course" "course" NOT NULL,
	"unit_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"description" text,
	"file_url" text,
	"file_name" text,
	"file_size" integer,
	"mime_type" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"access_level" text DEFAULT 'student' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course" "course" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"order_index" integer NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"estimated_duration" integer,
	"learning_outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"status" text DEFAULT 'registered' NOT NULL,
	"participation_score" real
);
--> statement-breakpoint
CREATE TABLE "student_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"submitted_at" timestamp with time zone,
	"grade" real,
	"feedback" text,
	"submission_content" text,
	"submission_file_name" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"certification_id" uuid NOT NULL,
	"enrollment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_completion_date" timestamp with time zone,
	"completion_date" timestamp with time zone,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_material_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_reading" boolean DEFAULT false NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "student_unit_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_accessed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"figma_file_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"figma_url" text,
	"is_downloaded" boolean DEFAULT false NOT NULL,
	"download_formats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"team_id" text,
	"project_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_files_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "design_service_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"url" text,
	"thumbnail_url" text,
	"file_size" bigint,
	"dimensions" jsonb,
	"mime_type" text,
	"is_institute_branded" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_service_assets_asset_id_unique" UNIQUE("asset_id")
);
--> statement-breakpoint
CREATE TABLE "design_service_brand_kit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_service_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"design_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"template_type" text,
	"thumbnail_url" text,
	"preview_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_compliant" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_service_designs_design_id_unique" UNIQUE("design_id")
);
--> statement-breakpoint
CREATE TABLE "design_service_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" text NOT NULL,
	"export_id" text NOT NULL,
	"format" text NOT NULL,
	"quality" text DEFAULT 'standard' NOT NULL,
	"download_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_size" bigint,
	"expires_at" timestamp with time zone,
	"exported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_service_exports_export_id_unique" UNIQUE("export_id")
);
--> statement-breakpoint
CREATE TABLE "design_service_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"course" text,
	"thumbnail_url" text,
	"preview_url" text,
	"brand_compliant" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_service_templates_template_id_unique" UNIQUE("template_id")
);
--> statement-breakpoint
CREATE TABLE "design_service_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"encrypted_access_token" text NOT NULL,
	"encrypted_refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_service_tokens_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "stored_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"figma_asset_id" uuid,
	"name" text NOT NULL,
	"original_name" text,
	"format" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"url" text,
	"checksum" text NOT NULL,
	"downloaded_by" uuid,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD CONSTRAINT "reflection_papers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_objective_id_learning_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."learning_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_responses" ADD CONSTRAINT "student_responses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_responses" ADD CONSTRAINT "student_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_validation" ADD CONSTRAINT "content_validation_content_id_course_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."course_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_validation" ADD CONSTRAINT "content_validation_validator_id_users_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_content" ADD CONSTRAINT "course_content_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_content" ADD CONSTRAINT "course_content_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcripts" ADD CONSTRAINT "video_transcripts_course_content_id_course_content_id_fk" FOREIGN KEY ("course_content_id") REFERENCES "public"."course_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_meetings" ADD CONSTRAINT "cohort_meetings_facilitator_id_users_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_cohort_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."cohort_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_certifications" ADD CONSTRAINT "student_certifications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_certifications" ADD CONSTRAINT "student_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_material_access" ADD CONSTRAINT "student_material_access_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_material_access" ADD CONSTRAINT "student_material_access_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_unit_progress" ADD CONSTRAINT "student_unit_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_unit_progress" ADD CONSTRAINT "student_unit_progress_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_assets" ADD CONSTRAINT "design_assets_figma_file_id_design_files_id_fk" FOREIGN KEY ("figma_file_id") REFERENCES "public"."design_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_assets" ADD CONSTRAINT "design_service_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_brand_kit" ADD CONSTRAINT "design_service_brand_kit_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_designs" ADD CONSTRAINT "design_service_designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_exports" ADD CONSTRAINT "design_service_exports_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_templates" ADD CONSTRAINT "design_service_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_service_tokens" ADD CONSTRAINT "design_service_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_assets" ADD CONSTRAINT "stored_assets_figma_asset_id_design_assets_id_fk" FOREIGN KEY ("figma_asset_id") REFERENCES "public"."design_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_assets" ADD CONSTRAINT "stored_assets_downloaded_by_users_id_fk" FOREIGN KEY ("downloaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "activities_student_created_idx" ON "activities" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "reflection_papers_student_idx" ON "reflection_papers" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_progress_student_objective_idx" ON "student_progress" USING btree ("student_id","objective_id");--> statement-breakpoint
CREATE INDEX "student_progress_objective_idx" ON "student_progress" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "student_responses_student_idx" ON "student_responses" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_user_id_idx" ON "students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_course_idx" ON "students" USING btree ("course");--> statement-breakpoint
CREATE INDEX "course_content_course_status_idx" ON "course_content" USING btree ("course","validation_status");--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assignments_course_due_idx" ON "assignments" USING btree ("course","due_date");--> statement-breakpoint
CREATE INDEX "calendar_events_course_start_idx" ON "calendar_events" USING btree ("course","start_time");--> statement-breakpoint
CREATE INDEX "cohort_meetings_course_time_idx" ON "cohort_meetings" USING btree ("course","scheduled_time");--> statement-breakpoint
CREATE INDEX "course_materials_course_order_idx" ON "course_materials" USING btree ("course","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "course_units_course_order_idx" ON "course_units" USING btree ("course","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_meeting_student_idx" ON "meeting_participants" USING btree ("meeting_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_assignments_student_assignment_attempt_idx" ON "student_assignments" USING btree ("student_id","assignment_id","attempt");--> statement-breakpoint
CREATE INDEX "student_assignments_assignment_idx" ON "student_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_certifications_student_cert_idx" ON "student_certifications" USING btree ("student_id","certification_id");--> statement-breakpoint
CREATE INDEX "student_material_access_student_idx" ON "student_material_access" USING btree ("student_id","accessed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_unit_progress_student_unit_idx" ON "student_unit_progress" USING btree ("student_id","unit_id");--> statement-breakpoint
CREATE INDEX "student_unit_progress_unit_idx" ON "student_unit_progress" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "design_assets_file_node_idx" ON "design_assets" USING btree ("figma_file_id","node_id");