CREATE TABLE "course_discussion_settings" (
	"course" "course" PRIMARY KEY NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"max_turns" integer DEFAULT 4 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"turn_id" uuid,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"course" "course" NOT NULL,
	"opening_question_id" uuid NOT NULL,
	"difficulty_level" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"max_turns" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_threads_status_check" CHECK ("discussion_threads"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "discussion_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"response_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_recommendations" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"course" "course" NOT NULL,
	"question_id" uuid NOT NULL,
	"source_content_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "question_proposals_status_check" CHECK ("question_proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
DROP INDEX "reflection_papers_student_idx";--> statement-breakpoint
DROP INDEX "student_responses_student_idx";--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "course" "course";--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "analysis_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "student_responses" ADD COLUMN "analysis_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_responses" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "student_responses" ADD COLUMN "analyzed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_discussion_settings" ADD CONSTRAINT "course_discussion_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_turn_id_discussion_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."discussion_turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_opening_question_id_questions_id_fk" FOREIGN KEY ("opening_question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_turns" ADD CONSTRAINT "discussion_turns_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_turns" ADD CONSTRAINT "discussion_turns_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_turns" ADD CONSTRAINT "discussion_turns_response_id_student_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."student_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_recommendations" ADD CONSTRAINT "level_recommendations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_source_content_id_course_content_id_fk" FOREIGN KEY ("source_content_id") REFERENCES "public"."course_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_proposals" ADD CONSTRAINT "question_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_comments_thread_idx" ON "discussion_comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_threads_student_idx" ON "discussion_threads" USING btree ("student_id","status","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "discussion_threads_course_idx" ON "discussion_threads" USING btree ("course","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_turns_thread_number_idx" ON "discussion_turns" USING btree ("thread_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_turns_response_idx" ON "discussion_turns" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "level_recommendations_created_idx" ON "level_recommendations" USING btree ("created_at","student_id");--> statement-breakpoint
CREATE INDEX "question_proposals_course_status_idx" ON "question_proposals" USING btree ("course","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_proposals_one_pending_idx" ON "question_proposals" USING btree ("student_id") WHERE "question_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reflection_papers_student_idx" ON "reflection_papers" USING btree ("student_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "student_responses_student_idx" ON "student_responses" USING btree ("student_id","submitted_at");