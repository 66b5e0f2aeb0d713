ALTER TABLE "reliability_cells" ADD COLUMN "answer_counts" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The kept cells now hold answer counts too: start them again from every stored response, which
-- the first fold sums (the triggers of 0004 keep them from then on).
DELETE FROM reliability_cells;
--> statement-breakpoint
DELETE FROM reliability_pending;
--> statement-breakpoint
INSERT INTO reliability_pending (grade, gender, answers, weight)
  SELECT grade, gender, answers, 1 FROM survey_responses;
