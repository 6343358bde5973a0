ALTER TABLE "pregnancy_weeks" ADD COLUMN "co_reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ADD COLUMN "next_review" date;--> statement-breakpoint
UPDATE "pregnancy_weeks" SET "next_review" = ("reviewed_on" + interval '1 year')::date;--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ALTER COLUMN "next_review" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ADD COLUMN "corrections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pregnancy_weeks" ADD CONSTRAINT "pregnancy_weeks_co_reviewer_id_experts_id_fk" FOREIGN KEY ("co_reviewer_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;