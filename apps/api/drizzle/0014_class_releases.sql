CREATE TABLE "class_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing" boolean DEFAULT false NOT NULL,
	"counted_ids" uuid[] NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "class_releases_class_number" UNIQUE("class_id","number"),
	CONSTRAINT "class_releases_number_positive" CHECK ("class_releases"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "class_releases" ADD CONSTRAINT "class_releases_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;